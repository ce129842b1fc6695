import { TOP_UP_ROUTE, stateOfPath, statePath } from "@sendline/core";
import { Navbar, Sidebar, SidebarSheet, type RenderModuleLink } from "@sendline/ui/app-shell";
import { Button } from "@sendline/ui/button";
import { useEffect, useRef, useSyncExternalStore, type ReactNode, type RefObject } from "react";
import { Link, useLocation } from "wouter";
import type { AccessModule } from "../../features/access/api/get-access-control";
import type { CurrentUser } from "../../features/access/api/get-current-user";
import { Guard } from "../../features/access/components/guard";

const SETTINGS_ROUTE = statePath("settings-profile");

/** The kit's `lg` width, from which the sidebar shows (below it the menu sheet offers the menu). */
const SIDEBAR_QUERY = "(min-width: 64rem)";

/**
 * Whether the sidebar shows at this width, following resizes. Below it the sidebar is not rendered
 * at all, which spares a phone's first render the whole menu it would hide. Without `matchMedia`
 * (a test's DOM) the sidebar renders, hidden or shown by its own classes.
 */
function useSidebarShown(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof matchMedia !== "function") return () => {};
      const query = matchMedia(SIDEBAR_QUERY);
      query.addEventListener("change", changed);
      return () => query.removeEventListener("change", changed);
    },
    () => typeof matchMedia !== "function" || matchMedia(SIDEBAR_QUERY).matches,
  );
}

export interface AppLayoutProps {
  user: CurrentUser;
  modules: AccessModule[];
  /** The account a staff user has entered, shown in the navbar with a way out. */
  activeAccountId: number | null;
  /** The account switcher, shown to non-account staff. */
  accountSwitcher?: ReactNode;
  /** Across the top while a staff user is inside a customer's account, with a way out. */
  enteredAccountBanner?: ReactNode;
  /** The 'Account balance' popover, for users with access to the top-up route. */
  balance?: ReactNode;
  /** The colour theme chooser, in the account menu. */
  theme?: ReactNode;
  children: ReactNode;
}

/**
 * The state the sidebar marks as the current page: the state of the location, or for a deeper
 * screen (`/sms-campaign/42`) the menu state whose path is the longest prefix of it.
 */
function currentState(location: string, modules: readonly AccessModule[]): string | undefined {
  const exact = stateOfPath(location);
  if (exact) return exact;
  let found: { state: string; length: number } | undefined;
  for (const state of modules.flatMap((module) => [
    module.state,
    ...module.submenu.map((item) => item.state),
  ])) {
    const path = statePath(state);
    if (location.startsWith(`${path}/`) && path.length > (found?.length ?? 0)) {
      found = { state, length: path.length };
    }
  }
  return found?.state;
}

/**
 * After a route change, moves the focus to the new page's heading (or the content, when the page
 * has none), so a keyboard or screen-reader user starts at the page they opened instead of at the
 * top of the document. The first page keeps the browser's own start. Lazily loaded screens bring
 * their heading a moment later, so it is looked for over a few frames.
 */
function useFocusOnRouteChange(main: RefObject<HTMLElement | null>, location: string) {
  const shown = useRef(location);
  useEffect(() => {
    if (shown.current === location) return;
    shown.current = location;
    const started = Date.now();
    let frame = 0;
    const focusHeading = () => {
      const content = main.current;
      // A page that put the focus somewhere itself (a search box) keeps it there.
      if (!content || (content.contains(document.activeElement) && document.activeElement !== content))
        return;
      const heading = content.querySelector<HTMLElement>("h1");
      if (heading) {
        if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
        heading.classList.add("outline-none");
        heading.focus();
      } else if (Date.now() - started > 2000) content.focus();
      else frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [main, location]);
}

const renderLink: RenderModuleLink = (module, props) => <Link href={statePath(module.state)} {...props} />;

/** The signed-in shell: the kit's navbar on top, its sidebar built from the access-control modules. */
export function AppLayout({
  user,
  modules,
  activeAccountId,
  accountSwitcher,
  enteredAccountBanner,
  balance,
  theme,
  children,
}: AppLayoutProps) {
  const [location] = useLocation();
  const name = [user.fname, user.lname].filter(Boolean).join(" ") || user.email;
  const staff = user.role_is_non_account;
  const activeState = currentState(location, modules);
  const main = useRef<HTMLElement>(null);
  useFocusOnRouteChange(main, location);
  const sidebarShown = useSidebarShown();
  const menuVariant = staff && activeAccountId === null ? "admin" : "user";
  const switcher = staff ? (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {accountSwitcher}
      {activeAccountId !== null && (
        <Button asChild variant="ghost" size="sm">
          <Link href="/logout">Leave account</Link>
        </Button>
      )}
    </div>
  ) : undefined;
  const userName = (
    <span data-testid="user-name" className="px-2">
      {name} <span className="opacity-75">({user.role_name})</span>
    </span>
  );
  // The navbar shows these from the `lg` width on; below it the menu sheet lists them.
  const accountLinks = (inSheet: boolean) => (
    <nav
      aria-label="Account"
      className={
        inSheet ? "flex flex-col items-start gap-1 border-t pt-3 text-sm" : "flex items-center gap-1 text-sm"
      }
    >
      {inSheet && userName}
      <Guard access={TOP_UP_ROUTE}>
        <Button asChild variant="ghost" size="sm">
          <Link href={TOP_UP_ROUTE}>Top Up Now</Link>
        </Button>
      </Guard>
      <Guard access={SETTINGS_ROUTE}>
        <Button asChild variant="ghost" size="sm">
          <Link href={SETTINGS_ROUTE}>Settings</Link>
        </Button>
      </Guard>
      {theme}
      {!inSheet && userName}
      <Button asChild variant="ghost" size="sm">
        <Link href="/logout?absolute">Log out</Link>
      </Button>
    </nav>
  );

  return (
    <div className="flex min-h-screen flex-col bg-gray-50 dark:bg-background">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-background px-3 py-2 text-sm font-medium focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <Navbar
        variant={staff ? "admin" : "user"}
        menu={
          <SidebarSheet
            variant={menuVariant}
            modules={modules}
            renderLink={renderLink}
            {...(activeState ? { activeState } : {})}
            footer={
              <>
                {switcher}
                {accountLinks(true)}
              </>
            }
          />
        }
        brand={
          <Link
            href="/"
            className="rounded-md font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            Sendline
          </Link>
        }
        balance={balance}
        accountSwitcher={switcher}
        userMenu={accountLinks(false)}
      />
      {staff && activeAccountId !== null && enteredAccountBanner}
      <div className="flex flex-1">
        {sidebarShown && (
          <Sidebar
            variant={menuVariant}
            modules={modules}
            renderLink={renderLink}
            {...(activeState ? { activeState } : {})}
          />
        )}
        {/* min-w-0 keeps wide content (tables, charts) scrolling inside its own box, not the page. */}
        <main ref={main} id="main-content" tabIndex={-1} className="min-w-0 flex-1 p-4 outline-none sm:p-6">
          {children}
        </main>
      </div>
    </div>
  );
}
