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
} from "./app-shell";
