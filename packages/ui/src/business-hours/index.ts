export { BusinessHoursEditor, type BusinessHoursEditorProps } from "./business-hours";
