/** The guided tours of SPEC §2, as data. */
export const TOUR_NAMES = ["interface", "sms-create-campaign"] as const;
export type TourName = (typeof TOUR_NAMES)[number];

/** The pages that run guided tours (SPEC §2). */
export const TOUR_PAGES = ["sms-dashboard", "email-dashboard", "sms-campaign-create"] as const;
export type TourPage = (typeof TOUR_PAGES)[number];

export type TourStep = {
  /** A `data-tour` name the page puts on the element the step points at. */
  target: string;
  title: string;
  content: string;
};

export type TourDefinition = { name: TourName; pages: readonly TourPage[]; steps: readonly TourStep[] };

/** The interface tour has 4 steps and sms-create-campaign has 1 (SPEC §2). */
export const TOURS = {
  interface: {
    name: "interface",
    pages: ["sms-dashboard", "email-dashboard"],
    steps: [
      {
        target: "sidebar",
        title: "Menu",
        content: "Move between campaigns, contacts, reports and settings here.",
      },
      { target: "balance", title: "Balance", content: "Your account balance, kept up to date as you send." },
      {
        target: "campaign-list",
        title: "Campaigns",
        content: "Every campaign with its status. Open one for its dashboard.",
      },
      {
        target: "user-menu",
        title: "Your account",
        content: "Settings, credentials and logout are in this menu.",
      },
    ],
  },
  "sms-create-campaign": {
    name: "sms-create-campaign",
    pages: ["sms-campaign-create"],
    steps: [
      {
        target: "campaign-recipients",
        title: "Recipients",
        content: "Choose contact groups or upload a file, then write your message.",
      },
    ],
  },
} as const satisfies Record<TourName, TourDefinition>;

/** The tours that run on a page. */
export function toursForPage(page: TourPage): TourDefinition[] {
  return TOUR_NAMES.map((name) => TOURS[name]).filter((tour) =>
    (tour.pages as readonly TourPage[]).includes(page),
  );
}

/** Whether a tour should start: the saved tour state (name -> done) does not mark it done (SPEC §3). */
export function tourPending(state: Readonly<Record<string, boolean>>, name: TourName): boolean {
  return state[name] !== true;
}

/** Where each tour page is in the console: the SMS and email campaign lists, and the SMS composer. */
const TOUR_PAGE_PATHS: Record<TourPage, RegExp> = {
  "sms-dashboard": /^\/sms-campaign\/?$/,
  "email-dashboard": /^\/email-campaign\/?$/,
  "sms-campaign-create": /^\/sms-campaign\/new\/?$/,
};

/** The tour page at a console path (query string ignored), or null where no tour runs. */
export function tourPageOfPath(path: string): TourPage | null {
  const bare = path.split(/[?#]/)[0] ?? "";
  return TOUR_PAGES.find((page) => TOUR_PAGE_PATHS[page].test(bare)) ?? null;
}
