export { TextLimiter, type TextLimiterProps } from "./text-limiter";
