export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
export { TabsNav, TabsNavLink, type TabsNavLinkProps } from "./tabs-nav";
