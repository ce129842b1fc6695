import * as SlotPrimitive from "@radix-ui/react-slot";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn";

/**
 * Tabs that go to other pages: a named `nav` of links that look like `TabsList`. Use it instead
 * of `Tabs` when each tab is an address, so there is no tab panel to point at; the current page's
 * link carries `aria-current="page"`.
 */
function TabsNav({ className, children, ...props }: ComponentProps<"nav"> & { "aria-label": string }) {
  return (
    <nav data-slot="tabs-nav" className={cn("max-w-full overflow-x-auto", className)} {...props}>
      <ul className="inline-flex h-9 w-fit items-center rounded-lg bg-muted p-1 text-muted-foreground">
        {children}
      </ul>
    </nav>
  );
}

type TabsNavLinkProps = ComponentProps<"a"> & {
  /** Whether the link is the page shown now. @default false */
  active?: boolean;
  /** Renders the child (a router's link) with the tab's props instead of an `a`. @default false */
  asChild?: boolean;
};

function TabsNavLink({ active = false, asChild = false, className, ...props }: TabsNavLinkProps) {
  const Comp = asChild ? SlotPrimitive.Slot : "a";
  return (
    <li className="h-full">
      <Comp
        data-slot="tabs-nav-link"
        data-state={active ? "active" : "inactive"}
        aria-current={active ? "page" : undefined}
        className={cn(
          "inline-flex h-full items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
          className,
        )}
        {...props}
      />
    </li>
  );
}

export { TabsNav, TabsNavLink, type TabsNavLinkProps };
