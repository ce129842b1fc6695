import { statePath, type ConsoleState } from "@sendline/core";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Redirect, Route, Switch } from "wouter";
import { currentUserQueryKey, useCurrentUser } from "../../../features/access/api/get-current-user";
import { useGuard } from "../../../features/access/hooks/use-access";
import { accountDetailsQueryKey, useAccountDetails } from "../../../features/balance/api/get-account-details";
import { useBusinessHours } from "../../../features/settings/api/get-business-hours";
import { AccountTimezoneForm } from "../../../features/settings/components/account-timezone-form";
import { AccountUsers } from "../../../features/settings/components/account-users";
import { BusinessHoursForm } from "../../../features/settings/components/business-hours-form";
import { ChangePasswordForm } from "../../../features/settings/components/change-password-form";
import { MobileSecurity } from "../../../features/settings/components/mobile-security";
import { ProfileForm } from "../../../features/settings/components/profile-form";
import { StaffEntries } from "../../../features/admin/components/staff-entries";
import { SettingsFrame } from "../../components/settings-frame";
import type { ModuleRouteProps } from "./module-route";

const BUSINESS_HOURS_ROUTE = "/settings/business-hours";

/** A settings screen in the shared frame, its tabs named Settings. */
function SettingsScreenFrame(props: ModuleRouteProps & { title: string; children: ReactNode }) {
  return <SettingsFrame {...props} label="Settings" />;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-3 border-t pt-5 first:border-t-0 first:pt-0">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function ProfileScreen({ module }: ModuleRouteProps) {
  const user = useCurrentUser();
  const account = useAccountDetails();
  const queryClient = useQueryClient();
  const managesTimezone = useGuard({ access: BUSINESS_HOURS_ROUTE });
  const refreshUser = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  const profile = user.data;
  return (
    <SettingsScreenFrame module={module} title="Profile">
      {!profile ? (
        <p className="text-sm text-muted-foreground">Loading your profile…</p>
      ) : (
        <>
          <Section title="Your details">
            <ProfileForm
              profile={{
                fname: profile.fname ?? "",
                lname: profile.lname ?? "",
                email: profile.email,
                mobile: profile.mobile ?? null,
              }}
              onSaved={refreshUser}
            />
          </Section>
          <Section title="Mobile and two-factor sign-in">
            <MobileSecurity
              key={`${profile.mobile}-${profile.validated_mobile}`}
              profile={{
                mobile: profile.mobile ?? null,
                validated_mobile: Number(profile.validated_mobile ?? 0),
                twofa_enabled: Number(profile.twofa_enabled ?? 0),
              }}
              onChanged={refreshUser}
            />
          </Section>
          <Section title="Password">
            <ChangePasswordForm onChanged={refreshUser} />
          </Section>
        </>
      )}
      {managesTimezone && account.data && (
        <Section title="Account time zone">
          <AccountTimezoneForm
            timezone={account.data.timezone_name ?? "Asia/Manila"}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: accountDetailsQueryKey })}
          />
        </Section>
      )}
    </SettingsScreenFrame>
  );
}

function UsersScreen({ module }: ModuleRouteProps) {
  const user = useCurrentUser();
  return (
    <SettingsScreenFrame module={module} title="Users">
      {user.data && <AccountUsers currentUserId={Number(user.data.id)} />}
      <Section title="Staff access to your account">
        <p className="text-sm text-muted-foreground">
          When the provider&apos;s staff entered and left this account, for support or review.
        </p>
        <StaffEntries />
      </Section>
    </SettingsScreenFrame>
  );
}

function BusinessHoursScreen({ module }: ModuleRouteProps) {
  const hours = useBusinessHours();
  const account = useAccountDetails();
  return (
    <SettingsScreenFrame module={module} title="Business Hours">
      {hours.isSuccess && account.data ? (
        <BusinessHoursForm hours={hours.data} timezone={account.data.timezone_name ?? "Asia/Manila"} />
      ) : (
        <p className="text-sm text-muted-foreground">Loading the business hours…</p>
      )}
    </SettingsScreenFrame>
  );
}

/** The settings module's screens (profile, users, business hours), loaded as their own chunk. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  const first = module.submenu[0];
  return (
    <Switch>
      <Route path="/settings/profile">
        <ProfileScreen module={module} />
      </Route>
      <Route path="/settings/users">
        <UsersScreen module={module} />
      </Route>
      <Route path="/settings/business-hours">
        <BusinessHoursScreen module={module} />
      </Route>
      <Route>{first && <Redirect to={statePath(first.state as ConsoleState)} replace />}</Route>
    </Switch>
  );
}
