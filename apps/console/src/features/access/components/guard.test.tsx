import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { AccessProvider, type AccessContextValue } from "../hooks/use-access";
import { Guard } from "./guard";

const agent: AccessContextValue = {
  state: {
    ready: true,
    access: {
      "/sms-campaign": ["/sms/submit_get", "/sms/copy_get"],
      "/email-campaign/:id/summary": [],
      "/reports/traffic": [],
    },
    permissions: { sms_campaign_search: true, manage_users: false },
    roleCode: "account_user",
  },
  roleName: "Account User",
};

function renderAt(path: string, value: AccessContextValue | null, children: ReactNode) {
  const { hook } = memoryLocation({ path });
  return render(
    <Router hook={hook}>
      {value ? <AccessProvider value={value}>{children}</AccessProvider> : children}
    </Router>,
  );
}

afterEach(cleanup);

const shown = (text: string) => screen.queryByText(text) !== null;

describe("Guard", () => {
  it("shows an element for a route in the access map and hides it for one outside", () => {
    renderAt(
      "/reports/traffic",
      agent,
      <>
        <Guard access="/reports/traffic">
          <span>Traffic</span>
        </Guard>
        <Guard access="/email-campaign/42/summary">
          <span>Summary</span>
        </Guard>
        <Guard access="/settings/profile">
          <span>Settings</span>
        </Guard>
        <Guard notAccess="/settings/profile">
          <span>No settings</span>
        </Guard>
        <Guard notAccess="/reports/traffic">
          <span>No traffic</span>
        </Guard>
      </>,
    );
    expect(shown("Traffic")).toBe(true);
    expect(shown("Summary")).toBe(true);
    expect(shown("Settings")).toBe(false);
    expect(shown("No settings")).toBe(true);
    expect(shown("No traffic")).toBe(false);
  });

  it("holds a permission only when the map grants it, and its negation otherwise", () => {
    renderAt(
      "/",
      agent,
      <>
        <Guard permission="sms_campaign_search">
          <span>Search</span>
        </Guard>
        <Guard permission="manage_users">
          <span>Users</span>
        </Guard>
        <Guard notPermission="manage_users">
          <span>Ask an owner</span>
        </Guard>
      </>,
    );
    expect(shown("Search")).toBe(true);
    expect(shown("Users")).toBe(false);
    expect(shown("Ask an owner")).toBe(true);
  });

  it("checks privileges on the current route", () => {
    const privileged = (
      <>
        <Guard privilege="/sms/submit_get">
          <span>Submit for Approval</span>
        </Guard>
        <Guard privilege="/sms/go_live_get">
          <span>Go live</span>
        </Guard>
        <Guard notPrivilege="/sms/go_live_get">
          <span>No go live</span>
        </Guard>
      </>
    );
    const onCampaigns = renderAt("/sms-campaign", agent, privileged);
    expect(shown("Submit for Approval")).toBe(true);
    expect(shown("Go live")).toBe(false);
    expect(shown("No go live")).toBe(true);
    onCampaigns.unmount();

    renderAt("/reports/traffic", agent, privileged);
    expect(shown("Submit for Approval")).toBe(false);
  });

  it("grants privileges but no route or permission until the access-control answer is in", () => {
    renderAt(
      "/sms-campaign",
      null,
      <>
        <Guard privilege="/sms/go_live_get">
          <span>Go live</span>
        </Guard>
        <Guard access="/sms-campaign">
          <span>Campaigns</span>
        </Guard>
        <Guard permission="sms_campaign_search">
          <span>Search</span>
        </Guard>
      </>,
    );
    expect(shown("Go live")).toBe(true);
    expect(shown("Campaigns")).toBe(false);
    expect(shown("Search")).toBe(false);
  });

  it("lets the super admin's hallpass through every guard but the negated ones", () => {
    const superAdmin: AccessContextValue = {
      state: { ready: true, access: { hallpass: [] }, permissions: {}, roleCode: "super_admin" },
      roleName: "Super Admin",
    };
    renderAt(
      "/admin/accounts",
      superAdmin,
      <>
        <Guard access="/settings/profile">
          <span>Settings</span>
        </Guard>
        <Guard permission="anything">
          <span>Anything</span>
        </Guard>
        <Guard privilege="/viber/approve_get">
          <span>Approve</span>
        </Guard>
        <Guard notPermission="anything">
          <span>Never</span>
        </Guard>
      </>,
    );
    expect(shown("Settings")).toBe(true);
    expect(shown("Anything")).toBe(true);
    expect(shown("Approve")).toBe(true);
    expect(shown("Never")).toBe(false);
  });

  it("compares roles by name, and needs every rule given to hold", () => {
    renderAt(
      "/",
      agent,
      <>
        <Guard roleIn={["Account User", "Account Owner"]}>
          <span>Account people</span>
        </Guard>
        <Guard roleNotIn={["Account User"]}>
          <span>Not agents</span>
        </Guard>
        <Guard roleIn={["Account User"]} permission="manage_users">
          <span>Both</span>
        </Guard>
      </>,
    );
    expect(shown("Account people")).toBe(true);
    expect(shown("Not agents")).toBe(false);
    expect(shown("Both")).toBe(false);
  });

  it("shows the fallback when refused, and in debug mode marks the element instead of hiding it", () => {
    const first = renderAt(
      "/",
      agent,
      <Guard access="/settings/profile" fallback="Ask your owner">
        <span>Settings</span>
      </Guard>,
    );
    expect(shown("Settings")).toBe(false);
    expect(shown("Ask your owner")).toBe(true);
    first.unmount();

    renderAt(
      "/",
      { ...agent, debug: true },
      <Guard access="/settings/profile">
        <span>Settings</span>
      </Guard>,
    );
    expect(screen.getByText("Settings").closest("[data-guard]")).toHaveProperty("dataset.guard", "refused");
  });
});
