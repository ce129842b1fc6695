/** The top-up verify screen's texts (SPEC §4 "Top-up verify", §8). */
export const TOP_UP_VERIFY_TEXTS = {
  verifying: { title: "Verifying Payment", text: "" },
  success: { title: "Verification Success", text: "Your top up has been verified!" },
  expired: { title: "Link expired", text: "Link was used or already expired" },
} as const;

export type TopUpVerifyState = keyof typeof TOP_UP_VERIFY_TEXTS;

/** Dialog texts of SPEC §8 for the password screens. */
export const PASSWORD_DIALOGS = {
  resetDone: {
    title: "Password Reset Successful",
    text: "Your password has been successfully reset. Please click OK to login.",
    redirectTo: "/login",
  },
  welcome: { title: "Welcome", type: "success" },
} as const;
