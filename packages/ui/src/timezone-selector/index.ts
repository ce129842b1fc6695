export { TimezoneSelector, timezoneOptions, type TimezoneSelectorProps } from "./timezone-selector";
