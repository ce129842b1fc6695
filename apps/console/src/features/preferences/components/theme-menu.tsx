import { THEME_PREFERENCES, type ThemePreference } from "@sendline/core/contract";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@sendline/ui/dropdown-menu";
import { IconButton } from "@sendline/ui/icon-button";
import { MonitorIcon, MoonIcon, SunIcon } from "lucide-react";

const LABELS = { system: "System", light: "Light", dark: "Dark" } as const satisfies Record<
  ThemePreference,
  string
>;
const ICONS = { system: MonitorIcon, light: SunIcon, dark: MoonIcon } as const;

export interface ThemeMenuProps {
  value: ThemePreference;
  onValueChange: (theme: ThemePreference) => void;
}

/** The colour theme chooser of the navbar: follow the system, or always light or dark. */
export function ThemeMenu({ value, onValueChange }: ThemeMenuProps) {
  const Icon = ICONS[value];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton aria-label={`Theme: ${LABELS[value]}`} data-theme-preference={value}>
          <Icon aria-hidden />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        {THEME_PREFERENCES.map((theme) => (
          <DropdownMenuCheckboxItem
            key={theme}
            checked={value === theme}
            onCheckedChange={() => onValueChange(theme)}
          >
            {LABELS[theme]}
          </DropdownMenuCheckboxItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
