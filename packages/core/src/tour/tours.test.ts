import { describe, expect, it } from "vitest";
import { TOURS, tourPageOfPath, toursForPage, tourPending } from "./tours";

describe("tours", () => {
  it("gives the interface tour 4 steps and sms-create-campaign 1", () => {
    expect(TOURS.interface.steps).toHaveLength(4);
    expect(TOURS["sms-create-campaign"].steps).toHaveLength(1);
  });

  it("runs the creation tour on the campaign-create page and the interface tour on the dashboards", () => {
    expect(toursForPage("sms-campaign-create").map((tour) => tour.name)).toEqual(["sms-create-campaign"]);
    expect(toursForPage("email-dashboard").map((tour) => tour.name)).toEqual(["interface"]);
  });

  it("starts a tour until its state says done", () => {
    expect(tourPending({}, "interface")).toBe(true);
    expect(tourPending({ interface: false }, "interface")).toBe(true);
    expect(tourPending({ interface: true }, "interface")).toBe(false);
  });

  it("finds the tour page of a console path", () => {
    expect(tourPageOfPath("/sms-campaign")).toBe("sms-dashboard");
    expect(tourPageOfPath("/sms-campaign/?status=for_approval")).toBe("sms-dashboard");
    expect(tourPageOfPath("/email-campaign")).toBe("email-dashboard");
    expect(tourPageOfPath("/sms-campaign/new")).toBe("sms-campaign-create");
    expect(tourPageOfPath("/sms-campaign/42")).toBeNull();
    expect(tourPageOfPath("/viber-campaign")).toBeNull();
  });
});
