import { describe, expect, it } from "vitest";
import { allowedCampaignActions, goLiveError, type ActionContext } from "./allowed-campaign-actions";
import { campaignPrivilege, CAMPAIGN_PRIVILEGE_ACTIONS, allCampaignPrivileges } from "./campaign-privilege";

const everything = (channel: ActionContext["channel"] = "sms"): ActionContext => ({
  channel,
  userId: 7,
  hasPrivilege: () => true,
});
const only = (...privileges: string[]): ActionContext => ({
  channel: "sms",
  userId: 7,
  hasPrivilege: (privilege) => privileges.includes(privilege),
});
const withRecipients = (status: string) => ({
  campaign_status_code: status,
  total_recipients: 10,
  updater_id: 7,
});

describe("allowedCampaignActions", () => {
  it("offers a draft edit, delete, send test, summary and go live to a user who may go live", () => {
    expect(allowedCampaignActions(withRecipients("draft"), everything())).toEqual([
      "edit",
      "delete",
      "send_test",
      "summary",
      "go_live",
    ]);
  });

  it("offers Submit for Approval instead of go live to a user with submit but no go-live privilege", () => {
    expect(allowedCampaignActions(withRecipients("draft"), only("/sms/submit_get"))).toContain(
      "submit_for_approval",
    );
    expect(allowedCampaignActions(withRecipients("draft"), only("/sms/submit_get"))).not.toContain("go_live");
    expect(
      allowedCampaignActions(withRecipients("draft"), only("/sms/submit_get", "/sms/go_live_get")),
    ).not.toContain("submit_for_approval");
  });

  it("reads the privileges of the campaign's own channel", () => {
    expect(allowedCampaignActions(withRecipients("live"), only("/email/pause_get"))).toEqual([]);
    expect(
      allowedCampaignActions(withRecipients("live"), { ...only("/email/pause_get"), channel: "email" }),
    ).toEqual(["pause"]);
  });

  it("offers approved go live to an approver without the general go-live privilege", () => {
    expect(allowedCampaignActions(withRecipients("approved"), only("/sms/approved_go_live_get"))).toEqual([
      "approved_go_live",
    ]);
    expect(allowedCampaignActions(withRecipients("approved"), everything())).toEqual([
      "go_live",
      "cancel_prelive",
    ]);
  });

  it("needs recipients to approve or reject, and lets Viber use files instead", () => {
    const noRecipients = { campaign_status_code: "for_approval", total_recipients: 0, files: [{}] };
    expect(allowedCampaignActions(noRecipients, everything())).toEqual([]);
    expect(allowedCampaignActions(noRecipients, everything("viber"))).toEqual(["approve", "reject"]);
    expect(allowedCampaignActions(withRecipients("for_approval"), everything())).toEqual([
      "approve",
      "reject",
      "cancel_for_approval",
    ]);
  });

  it("lets only the last updater cancel for approval", () => {
    const campaign = { ...withRecipients("for_approval"), updater_id: "8" };
    expect(allowedCampaignActions(campaign, everything())).not.toContain("cancel_for_approval");
    expect(allowedCampaignActions(campaign, { ...everything(), userId: 8 })).toContain("cancel_for_approval");
  });

  it.each([
    ["scheduled", ["cancel_schedule"]],
    ["queue_wait", ["cancel_prelive"]],
    ["queueing", ["cancel_prelive"]],
    ["queued", ["cancel_prelive"]],
    ["live", ["pause"]],
    ["paused", ["resume", "stop"]],
    ["stopped", ["mark_complete"]],
    ["completed", []],
  ])("offers %s the actions %j", (status, actions) => {
    expect(allowedCampaignActions(withRecipients(status), everything())).toEqual(actions);
  });

  it("does not resume a paused campaign without recipients", () => {
    expect(
      allowedCampaignActions({ campaign_status_code: "paused", total_recipients: 0 }, everything()),
    ).toEqual(["stop"]);
  });

  it("gives a file-blast child no pause, resume, stop or complete", () => {
    for (const status of ["live", "paused", "stopped"]) {
      expect(
        allowedCampaignActions(withRecipients(status), { ...everything(), fileBlastChild: true }),
      ).toEqual([]);
    }
  });

  it("hides every action on dashboard module views", () => {
    expect(allowedCampaignActions(withRecipients("draft"), { ...everything(), dashboardView: true })).toEqual(
      [],
    );
  });
});

describe("goLiveError", () => {
  it("refuses a campaign with no recipients and no files", () => {
    expect(goLiveError({ campaign_status_code: "draft", total_recipients: 0, files: [] })).toMatch(
      /no recipients/,
    );
  });

  it("accepts recipients, own files or filter files", () => {
    expect(goLiveError({ campaign_status_code: "draft", total_recipients: 1 })).toBeNull();
    expect(goLiveError({ campaign_status_code: "draft", filter: { files: [1] } })).toBeNull();
  });
});

describe("campaign privileges", () => {
  it("names a privilege by channel and action", () => {
    expect(campaignPrivilege("viber", "reject_post")).toBe("/viber/reject_post");
  });

  it("lists the 14 actions for each of the 3 channels", () => {
    expect(allCampaignPrivileges()).toHaveLength(3 * CAMPAIGN_PRIVILEGE_ACTIONS.length);
    expect(allCampaignPrivileges()).toContain("/email/cancel_for_approval_get");
  });
});
