import { CHART_TIMING } from "../campaign/should-draw-chart";
import { DASHBOARD_REFRESH_MS } from "../campaign/dashboard-timing";
import { PASSWORD_EXPIRED_REDIRECT_MS } from "../http/response-policy";

/** Console timings of SPEC §2, §4 and §9, in milliseconds. */
export const UI_TIMINGS = {
  /** Notices last 3 s at the top centre. */
  noticeMs: 3000,
  /** A snackbar's default delay. */
  snackbarMs: 5000,
  /** The snackbar directive's delay when none is given. */
  snackbarDirectiveMs: 2000,
  /** The first sliding panel closes after this delay. */
  panelCloseMs: 300,
  /** The chart wrapper rechecks its model this often, and waits this long before the first draw. */
  chartRecheckMs: CHART_TIMING.recheckMs,
  /** Campaign dashboards refresh every second. */
  dashboardRefreshMs: DASHBOARD_REFRESH_MS,
  /** The worker polling default. */
  workerPollingMs: 8000,
  /** Editor autosave interval default. */
  autosaveMs: 60_000,
  /** Delay before going to the password-expired screen after a Password Expired answer. */
  passwordExpiredRedirectMs: PASSWORD_EXPIRED_REDIRECT_MS,
} as const;

/** The auto-height area's minimum height in pixels (SPEC §9). */
export const AUTO_HEIGHT_MIN_PX = 200;
