export {
  UnsavedChangesDialog,
  type UnsavedChangesDialogProps,
  type UnsavedChangesVariant,
} from "./unsaved-changes-dialog";
