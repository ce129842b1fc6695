export {
  SnackbarItem,
  SnackbarProvider,
  snackbarVariants,
  useSnackbar,
  type SnackbarInput,
  type SnackbarNotice,
  type SnackbarType,
} from "./snackbar";
