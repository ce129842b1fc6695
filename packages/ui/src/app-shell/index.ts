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
} from "./app-shell";
