import { useTheme } from "../hooks/use-theme";
import { ThemeMenu } from "./theme-menu";

/** The theme chooser bound to the user's saved preference. */
export function ThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return <ThemeMenu value={theme} onValueChange={setTheme} />;
}
