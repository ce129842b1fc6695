import { useEffect, type ReactNode } from "react";
import { PublicLayout, PublicLink } from "../layouts/public-layout";
import { useConfig, usePageTitle } from "../../lib/app-context";

/** Self-signup is closed: the browser goes at once to the configured contact-us page (SPEC §1, §2). */
export function SignupRoute() {
  usePageTitle("Sign Up");
  const { contactUsUrl } = useConfig();
  useEffect(() => {
    window.location.replace(contactUsUrl);
  }, [contactUsUrl]);
  return (
    <PublicLayout title="Sign Up">
      <p role="status">
        Taking you to our{" "}
        <a href={contactUsUrl} className="text-primary underline underline-offset-4">
          contact page
        </a>
        …
      </p>
    </PublicLayout>
  );
}

function InfoScreen({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <PublicLayout title={title}>
      {children}
      <PublicLink href="/login">Go to login</PublicLink>
    </PublicLayout>
  );
}

export const SignupVerificationRoute = () => (
  <InfoScreen title="Verify Your Sign Up">
    <p>
      We sent a confirmation link to your email address and PIN codes to your email and mobile. Open the link
      to finish setting up your account.
    </p>
  </InfoScreen>
);

export const SignupPrivacyPolicyRoute = () => (
  <InfoScreen title="Privacy Policy">
    <p>
      We process the contact details you give us only to provide and bill the messaging service, keep the
      account secure and meet legal duties. We never sell personal data. Ask your account manager for the full
      policy.
    </p>
  </InfoScreen>
);

export const SignupTermsRoute = () => (
  <InfoScreen title="Terms and Conditions">
    <p>
      Using the console means sending only messages your recipients agreed to receive, following the rules of
      each destination country, and keeping your credentials private. The full terms come with your service
      agreement.
    </p>
  </InfoScreen>
);

export const SetupAccountAlreadyProcessedRoute = () => (
  <InfoScreen title="Account Already Set Up">
    <p>This sign-up was already confirmed. You can log in with your email address and password.</p>
  </InfoScreen>
);

export const SetupAccountNotificationRoute = () => (
  <InfoScreen title="Account Set-Up">
    <p>We are setting up your account. We will email you as soon as it is ready.</p>
  </InfoScreen>
);

/** Where `contactUsUrl` points by default: a local page, so the product runs without outside hosts. */
export const SignupContactRoute = () => (
  <InfoScreen title="Contact Us">
    <p>
      To open a Sendline account, write to your provider&apos;s sales team; they will set up the account with
      you.
    </p>
  </InfoScreen>
);
