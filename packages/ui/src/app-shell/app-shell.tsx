import { availableBalance, balanceDisplay, formatAmount, type BalanceFigures } from "@sendline/core";
import type { AccessModule } from "@sendline/core/contract";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { cva } from "class-variance-authority";
import { ChevronDownIcon, WalletIcon } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "../button/button";
import { cn } from "../lib/cn";
import { useControllableState } from "../lib/use-controllable-state";
import { Popover, PopoverContent, PopoverTrigger } from "../popover/popover";

/** A module's label: its name, or its state in words (`sms-campaign` is "Sms campaign"). */
function moduleLabel(module: AccessModule): string {
  if (module.name) return module.name;
  const words = module.state.replace(/[-_.]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Renders a link to a module's state, so the kit knows no router. */
type RenderModuleLink = (
  module: AccessModule,
  props: { className: string; children: ReactNode; "aria-current"?: "page" },
) => ReactNode;

type AccordionMenuProps = Omit<ComponentProps<"nav">, "children"> & {
  /** The access-control modules, each with its state and submenu. */
  modules: readonly AccessModule[];
  renderLink: RenderModuleLink;
  /** The current screen state; its link is marked as the current page and its group opens. */
  activeState?: string;
  /** The open groups' states; controlled. */
  value?: string[];
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
};

const linkClass =
  "flex w-full items-center rounded-md px-3 py-2 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring aria-[current=page]:bg-accent aria-[current=page]:font-semibold";

/** The sidebar menu: modules with a submenu fold open, the others are links. */
function AccordionMenu({
  modules,
  renderLink,
  activeState,
  value,
  defaultValue,
  onValueChange,
  className,
  "aria-label": label = "Main menu",
  ...props
}: AccordionMenuProps) {
  const link = (module: AccessModule, extra = "") =>
    renderLink(module, {
      className: cn(linkClass, extra),
      children: moduleLabel(module),
      ...(module.state === activeState ? { "aria-current": "page" as const } : {}),
    });
  const activeGroup = modules.find((module) => module.submenu.some((child) => child.state === activeState));
  const [open, setOpen] = useControllableState<string[]>({
    value,
    defaultValue: defaultValue ?? (activeGroup ? [activeGroup.state] : []),
    onValueChange,
  });
  // Reaching a page of another group (a link elsewhere, a redirect, history) opens that group too,
  // keeping the groups the user opened by hand.
  const activeGroupState = activeGroup?.state;
  const shownGroup = useRef(activeGroupState);
  useEffect(() => {
    if (activeGroupState === shownGroup.current) return;
    shownGroup.current = activeGroupState;
    if (activeGroupState && !open.includes(activeGroupState)) setOpen([...open, activeGroupState]);
  }, [activeGroupState, open, setOpen]);

  return (
    // Radix Accordion, any number of groups open: each group's trigger is a button that Enter and
    // Space toggle, and the arrow keys, Home and End move between the triggers. Its clicks go through
    // the open state, so `value` can control it.
    <AccordionPrimitive.Root type="multiple" value={open} onValueChange={setOpen} asChild>
      <nav
        data-slot="accordion-menu"
        aria-label={label}
        className={cn("flex flex-col gap-1", className)}
        {...props}
      >
        {modules.map((module) => {
          if (module.submenu.length === 0) return <div key={module.state}>{link(module)}</div>;
          return (
            <AccordionPrimitive.Item key={module.state} value={module.state} data-slot="accordion-menu-group">
              <AccordionPrimitive.Header asChild>
                <div>
                  <AccordionPrimitive.Trigger
                    data-slot="accordion-menu-trigger"
                    className={cn(linkClass, "group cursor-pointer justify-between")}
                  >
                    {moduleLabel(module)}
                    <ChevronDownIcon
                      aria-hidden
                      className="size-4 opacity-60 group-data-[state=open]:rotate-180"
                    />
                  </AccordionPrimitive.Trigger>
                </div>
              </AccordionPrimitive.Header>
              <AccordionPrimitive.Content data-slot="accordion-menu-content">
                <ul className="ml-3 flex flex-col gap-0.5 border-l pl-2">
                  {module.submenu.map((child) => (
                    <li key={child.state}>{link(child)}</li>
                  ))}
                </ul>
              </AccordionPrimitive.Content>
            </AccordionPrimitive.Item>
          );
        })}
      </nav>
    </AccordionPrimitive.Root>
  );
}

const sidebarVariants = cva("flex min-h-full w-64 shrink-0 flex-col gap-4 self-stretch border-r p-3", {
  variants: { variant: { user: "bg-card", admin: "bg-muted" } },
  defaultVariants: { variant: "user" },
});

type SidebarProps = ComponentProps<"aside"> &
  Pick<
    AccordionMenuProps,
    "modules" | "renderLink" | "activeState" | "value" | "defaultValue" | "onValueChange"
  > & {
    /** User sidebar, or the admin sidebar of staff screens. @default "user" */
    variant?: "user" | "admin";
    /** Above the menu: a logo or account name. */
    header?: ReactNode;
    /** Below the menu. */
    footer?: ReactNode;
  };

/** The user or admin sidebar, its menu built from the access-control modules. */
function Sidebar({
  variant = "user",
  modules,
  renderLink,
  activeState,
  value,
  defaultValue,
  onValueChange,
  header,
  footer,
  className,
  ...props
}: SidebarProps) {
  return (
    <aside
      data-slot="sidebar"
      data-variant={variant}
      className={cn(sidebarVariants({ variant }), className)}
      {...props}
    >
      {header}
      <AccordionMenu
        modules={modules}
        renderLink={renderLink}
        {...(activeState ? { activeState } : {})}
        {...(value ? { value } : {})}
        {...(defaultValue ? { defaultValue } : {})}
        {...(onValueChange ? { onValueChange } : {})}
        aria-label={variant === "admin" ? "Admin menu" : "Main menu"}
        className="flex-1 overflow-y-auto"
      />
      {footer}
    </aside>
  );
}

const navbarVariants = cva("flex h-14 items-center gap-3 border-b px-4", {
  variants: { variant: { user: "bg-background", admin: "bg-foreground text-background" } },
  defaultVariants: { variant: "user" },
});

type NavbarProps = ComponentProps<"header"> & {
  /** User navbar, or the admin navbar of staff screens. @default "user" */
  variant?: "user" | "admin";
  /** The product mark or page title, at the start. */
  brand?: ReactNode;
  /** The balance popover slot. */
  balance?: ReactNode;
  /** The account switcher slot (staff entering or leaving accounts). */
  accountSwitcher?: ReactNode;
  /** The user menu slot, at the end. */
  userMenu?: ReactNode;
};

/** The top bar with slots for the balance popover, account switcher and user menu. */
function Navbar({
  variant = "user",
  brand,
  balance,
  accountSwitcher,
  userMenu,
  className,
  children,
  ...props
}: NavbarProps) {
  return (
    <header
      data-slot="navbar"
      data-variant={variant}
      className={cn(navbarVariants({ variant }), className)}
      {...props}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {brand}
        {children}
      </div>
      {accountSwitcher}
      {balance}
      {userMenu}
    </header>
  );
}

type BalancePopoverProps = Omit<ComponentProps<typeof PopoverContent>, "children"> & {
  figures: BalanceFigures;
  /** The currency code shown beside amounts. */
  currency?: string;
  /** The Top Up Now link; leave out without access to the top-up route. */
  topUp?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** The 'Account balance' popover: the available balance on the trigger and core's balance lines inside. */
function BalancePopover({
  figures,
  currency,
  topUp,
  open,
  defaultOpen,
  onOpenChange,
  className,
  ...props
}: BalancePopoverProps) {
  const lines = balanceDisplay(figures);
  const unit = currency ? `${currency} ` : "";
  return (
    <Popover
      {...(open !== undefined ? { open } : {})}
      {...(defaultOpen !== undefined ? { defaultOpen } : {})}
      {...(onOpenChange ? { onOpenChange } : {})}
    >
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" data-slot="balance-popover-trigger">
          <WalletIcon aria-hidden />
          <span className="sr-only">Account balance: </span>
          <span className="tabular-nums">
            {unit}
            {formatAmount(availableBalance(figures))}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" aria-label="Account balance" className={cn("w-72", className)} {...props}>
        <h2 className="mb-2 text-sm font-semibold">Account balance</h2>
        <dl className="flex flex-col gap-1 text-sm">
          {lines.map((line) => (
            <div key={line.key} data-line={line.key} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{line.label}</dt>
              <dd className="tabular-nums">
                {line.key.endsWith("freebies") ? "" : unit}
                {line.value}
              </dd>
            </div>
          ))}
        </dl>
        {topUp && <div className="mt-3 border-t pt-3">{topUp}</div>}
      </PopoverContent>
    </Popover>
  );
}

export {
  AccordionMenu,
  BalancePopover,
  moduleLabel,
  Navbar,
  Sidebar,
  type AccordionMenuProps,
  type BalancePopoverProps,
  type NavbarProps,
  type RenderModuleLink,
  type SidebarProps,
};
