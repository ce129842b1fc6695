export { AutoHeightTextarea, type AutoHeightTextareaProps } from "./auto-height-textarea";
