import { useMemo, useState, type ComponentProps } from "react";
import { Combobox, type ComboboxOption } from "../combobox/combobox";

/** The offset of a zone at an instant, as `UTC+08:00` (`UTC+00:00` for UTC itself). */
function utcOffset(timeZone: string, at: Date): string {
  const part = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((entry) => entry.type === "timeZoneName")?.value;
  const offset = part?.replace(/^GMT/, "") ?? "";
  return `UTC${offset === "" ? "+00:00" : offset}`;
}

/** Minutes east of UTC, for sorting. */
function offsetMinutes(offset: string): number {
  const match = /([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/** Zone options ordered west to east, labelled `(UTC+08:00) Asia/Manila`. */
function timezoneOptions(timeZones: readonly string[], at: Date): ComboboxOption[] {
  return timeZones
    .map((zone) => ({ zone, offset: utcOffset(zone, at) }))
    .sort((a, b) => offsetMinutes(a.offset) - offsetMinutes(b.offset) || a.zone.localeCompare(b.zone))
    .map(({ zone, offset }) => ({
      value: zone,
      label: `(${offset}) ${zone.replaceAll("_", " ")}`,
      keywords: [zone, offset],
    }));
}

type TimezoneSelectorProps = Omit<ComponentProps<typeof Combobox>, "options"> & {
  /**
   * The IANA zones offered.
   * @default Intl.supportedValuesOf("timeZone")
   */
  timeZones?: readonly string[];
  /**
   * The instant the UTC offsets are shown for, which matters for zones with daylight saving time.
   * @default the time the selector was first shown
   */
  date?: Date;
};

function TimezoneSelector({
  timeZones,
  date,
  placeholder = "Select a timezone",
  searchPlaceholder = "Search timezones",
  emptyText = "No timezone found.",
  ...props
}: TimezoneSelectorProps) {
  const [openedAt] = useState(() => Date.now());
  const time = date?.getTime() ?? openedAt;
  const options = useMemo(
    () => timezoneOptions(timeZones ?? Intl.supportedValuesOf("timeZone"), new Date(time)),
    [timeZones, time],
  );
  return (
    <Combobox
      data-slot="timezone-selector"
      options={options}
      placeholder={placeholder}
      searchPlaceholder={searchPlaceholder}
      emptyText={emptyText}
      {...props}
    />
  );
}

export { TimezoneSelector, timezoneOptions, type TimezoneSelectorProps };
