export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";
