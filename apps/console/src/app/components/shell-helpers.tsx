import { useLocation } from "wouter";
import { KeyboardShortcuts } from "../../features/preferences/components/keyboard-shortcuts";
import { PageTours } from "../../features/tours/components/page-tours";

export interface ShellHelpersProps {
  /** Where "go to campaigns" leads. */
  campaignsPath?: string | undefined;
}

/** The signed-in shell's guided tours and keyboard shortcuts, loaded after the screen. */
export function ShellHelpers({ campaignsPath }: ShellHelpersProps) {
  const [location] = useLocation();
  return (
    <>
      <PageTours path={location} />
      <KeyboardShortcuts campaignsPath={campaignsPath} />
    </>
  );
}
