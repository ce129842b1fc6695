/**
 * Checks a Google sign-in credential (the ID token the Google button hands the browser) and tells
 * whose verified email it carries, or null when it is not valid. There is no embedded provider:
 * `buildServer(config, { googleSignIn })` turns the endpoint on.
 */
export interface GoogleSignInVerifier {
  verify(credential: string, clientAddress: string): Promise<{ email: string } | null>;
}
