export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "./popover";
