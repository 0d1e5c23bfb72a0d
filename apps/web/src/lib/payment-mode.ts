// One name per payment mode everywhere (the till, the ticket, the cash registers, the orders, the outbox): the words
// live once in the shared texts (`paymentModes` of i18n/<locale>.json), always loaded, and every screen asks here.

/** `t` of react-i18next (or any function of that shape: a screen's own wrapper). */
type Translate = (key: string, options: { defaultValue: string }) => string;

/** The payment mode's name in the app's language; an unknown tag (a mode added later) shows as is. */
export const paymentModeLabel = (t: Translate, mode: string): string => t(`paymentModes.${mode}`, { defaultValue: mode });
