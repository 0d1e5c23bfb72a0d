// The screens that go on without the server (issue 13): the till sells from its kept data and the offline catalogue,
// its sales wait in the outbox; the payer pays the prepared orders it listed last, its payments wait there too. On them a failed request does not swap the screen for the offline page, and a reload
// without a connection brings the screen back (query-snapshot.ts, the service worker's precache).
const OFFLINE_SCREENS: readonly string[] = ['/pos/command', '/pos/payer'];

export const worksOffline = (pathname: string): boolean => OFFLINE_SCREENS.includes(pathname.replace(/\/+$/, '') || '/');
