import { useParams, useSearch } from "wouter";
import { SetupAccount } from "../../features/signup/components/setup-account";
import { PublicLayout } from "../layouts/public-layout";
import { usePageTitle } from "../../lib/app-context";

/** `/setup-account/{id}/{token}?code&mobile&email`: signup confirmation (SPEC §2). */
export function SetupAccountRoute() {
  usePageTitle("Set Up Your Account");
  const { id, token } = useParams<{ id: string; token: string }>();
  const query = new URLSearchParams(useSearch());
  return (
    <PublicLayout title="Set up your account">
      <SetupAccount
        key={`${id}/${token}`}
        link={{ id, token }}
        hints={{ code: query.get("code"), email: query.get("email"), mobile: query.get("mobile") }}
      />
    </PublicLayout>
  );
}
