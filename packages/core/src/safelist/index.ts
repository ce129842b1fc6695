// Addresses in a message and the account's safelist. Its own entry: the URL finder (linkify-it)
// builds its tables when loaded, which no bundle of the root entry should pay for.
export * from "./message-urls";
