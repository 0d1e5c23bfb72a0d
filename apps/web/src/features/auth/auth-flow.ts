// Marks the moments between a sign-in (or sign-out) and the navigation that follows it,
// so the guest and auth guards do not race the page's own navigation.
let signingIn = false;
let signingOut = false;

export const authFlow = {
  beginSignIn: (): void => {
    signingIn = true;
  },
  endSignIn: (): void => {
    signingIn = false;
  },
  isSigningIn: (): boolean => signingIn,
  beginSignOut: (): void => {
    signingOut = true;
  },
  endSignOut: (): void => {
    signingOut = false;
  },
  isSigningOut: (): boolean => signingOut,
};
