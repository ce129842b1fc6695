import { availableBalance, balanceDisplay, formatAmount, type BalanceFigures } from "@sendline/core";
import type { AccessModule } from "@sendline/core/contract";
import * as AccordionPrimitive from "@radix-ui/react-accordion";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { cva } from "class-variance-authority";
import { ChevronDownIcon, MenuIcon, WalletIcon, XIcon } from "lucide-react";
import { useEffect, useRef, type ComponentProps, type ReactNode } from "react";
import { Button } from "../button/button";
import { IconButton } from "../icon-button/icon-button";
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

const sidebarVariants = cva("min-h-full w-64 shrink-0 flex-col gap-4 self-stretch border-r p-3", {
  variants: {
    variant: { user: "bg-card", admin: "bg-muted" },
    /** Below this width the sidebar hides and its menu opens from the navbar's `SidebarSheet`. */
    collapse: { lg: "hidden lg:flex", never: "flex" },
  },
  defaultVariants: { variant: "user", collapse: "lg" },
});

type SidebarProps = ComponentProps<"aside"> &
  Pick<
    AccordionMenuProps,
    "modules" | "renderLink" | "activeState" | "value" | "defaultValue" | "onValueChange"
  > & {
    /** User sidebar, or the admin sidebar of staff screens. @default "user" */
    variant?: "user" | "admin";
    /** Hidden below the `lg` width, where `SidebarSheet` offers the menu, or always shown. @default "lg" */
    collapse?: "lg" | "never";
    /** Above the menu: a logo or account name. */
    header?: ReactNode;
    /** Below the menu. */
    footer?: ReactNode;
  };

/** The user or admin sidebar, its menu built from the access-control modules. */
function Sidebar({
  variant = "user",
  collapse = "lg",
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
      className={cn(sidebarVariants({ variant, collapse }), className)}
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

type SidebarSheetProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, "children"> &
  Pick<AccordionMenuProps, "modules" | "renderLink" | "activeState"> & {
    /** The user or admin menu, as the sidebar it stands for. @default "user" */
    variant?: "user" | "admin";
    /** Above the menu. */
    header?: ReactNode;
    /** Below the menu: what the navbar hides at this width (account switcher, user menu). */
    footer?: ReactNode;
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
  };

/**
 * The sidebar's menu below the `lg` width: a menu button for the navbar that opens the menu in a
 * sheet from the left (a Radix dialog: focus trapped, Escape and the overlay close it, focus back
 * on the button). Following a link closes it.
 */
function SidebarSheet({
  variant = "user",
  modules,
  renderLink,
  activeState,
  header,
  footer,
  open,
  defaultOpen,
  onOpenChange,
  className,
  onClick,
  ...props
}: SidebarSheetProps) {
  const [isOpen, setOpen] = useControllableState({
    value: open,
    defaultValue: defaultOpen ?? false,
    onValueChange: onOpenChange,
  });
  const label = variant === "admin" ? "Admin menu" : "Main menu";
  return (
    <DialogPrimitive.Root open={isOpen} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <IconButton
          aria-label={`Open ${label.toLowerCase()}`}
          data-slot="sidebar-sheet-trigger"
          className="lg:hidden"
        >
          <MenuIcon aria-hidden />
        </IconButton>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="sidebar-sheet-overlay"
          className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          data-slot="sidebar-sheet"
          data-variant={variant}
          aria-describedby={undefined}
          className={cn(
            "fixed inset-y-0 left-0 z-50 flex w-72 max-w-[calc(100%-3rem)] flex-col gap-4 overflow-y-auto border-r p-3 text-foreground shadow-lg outline-none data-[state=open]:animate-fade-in",
            variant === "admin" ? "bg-muted" : "bg-card",
            className,
          )}
          onClick={(event) => {
            onClick?.(event);
            if (event.target instanceof Element && event.target.closest("a[href]")) setOpen(false);
          }}
          {...props}
        >
          <div className="flex items-center justify-between gap-2">
            <DialogPrimitive.Title className="px-3 text-sm font-semibold">{label}</DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <IconButton aria-label="Close menu" size="sm">
                <XIcon aria-hidden />
              </IconButton>
            </DialogPrimitive.Close>
          </div>
          {header}
          <AccordionMenu
            modules={modules}
            renderLink={renderLink}
            {...(activeState ? { activeState } : {})}
            aria-label={label}
          />
          {footer}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

const navbarVariants = cva("flex h-14 items-center gap-2 border-b px-2 sm:gap-3 sm:px-4", {
  variants: { variant: { user: "bg-background", admin: "bg-foreground text-background" } },
  defaultVariants: { variant: "user" },
});

type NavbarProps = ComponentProps<"header"> & {
  /** User navbar, or the admin navbar of staff screens. @default "user" */
  variant?: "user" | "admin";
  /** The `SidebarSheet`'s menu button, first, shown below the `lg` width. */
  menu?: ReactNode;
  /** The product mark or page title, at the start. */
  brand?: ReactNode;
  /** The balance popover slot. */
  balance?: ReactNode;
  /** The account switcher slot (staff entering or leaving accounts); from the `lg` width on. */
  accountSwitcher?: ReactNode;
  /** The user menu slot, at the end; from the `lg` width on (below it, put it in the `SidebarSheet`). */
  userMenu?: ReactNode;
};

/** The top bar with slots for the balance popover, account switcher and user menu. */
function Navbar({
  variant = "user",
  menu,
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
      {menu}
      <div className="flex min-w-0 flex-1 items-center gap-3">
        {brand}
        {children}
      </div>
      {accountSwitcher && <div className="hidden lg:contents">{accountSwitcher}</div>}
      {balance}
      {userMenu && <div className="hidden lg:contents">{userMenu}</div>}
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

/**
 * The 'Account balance' popover: the available balance on the trigger, named so, and core's
 * balance lines inside (account balance, withheld, available balance, credit limit, Available Credit).
 */
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
          {/* The figure is the available balance (SPEC §9), not the account balance: said so. */}
          <span className="sr-only font-normal text-muted-foreground sm:not-sr-only">Available balance</span>
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
  SidebarSheet,
  type AccordionMenuProps,
  type BalancePopoverProps,
  type NavbarProps,
  type RenderModuleLink,
  type SidebarProps,
  type SidebarSheetProps,
};
