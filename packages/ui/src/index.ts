export { cn } from "./lib/cn";
export { useControllableState } from "./lib/use-controllable-state";
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from "./badge";
export { Button, buttonVariants, type ButtonProps } from "./button";
export { Checkbox } from "./checkbox";
export { Field, FieldControl, FieldError, FieldHint, FieldLabel, useField, type FieldProps } from "./field";
export { IconButton, type IconButtonProps } from "./icon-button";
export { Input, inputVariants, type InputProps } from "./input";
export { RadioGroup, RadioGroupItem } from "./radio-group";
export { StatusBadge, humanizeStatus, type StatusBadgeProps } from "./status-badge";
export { Switch, switchVariants, type SwitchProps } from "./switch";
export { Textarea, type TextareaProps } from "./textarea";
export {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "./alert-dialog";
export {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogTitle,
  DialogTrigger,
} from "./dialog";
export {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "./dropdown-menu";
export { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from "./popover";
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from "./select";
export { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs";
export { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "./tooltip";
export { Avatar, AvatarFallback, AvatarImage, avatarVariants, initials, type AvatarProps } from "./avatar";
export { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "./card";
export { Combobox, type ComboboxOption, type ComboboxProps } from "./combobox";
export {
  EmptyState,
  EmptyStateActions,
  EmptyStateDescription,
  EmptyStateIcon,
  EmptyStateTitle,
} from "./empty-state";
export { Pagination, pageItems, type PageItem, type PaginationProps } from "./pagination";
export { Progress, type ProgressProps } from "./progress";
export { Skeleton } from "./skeleton";
export {
  SnackbarItem,
  SnackbarProvider,
  snackbarVariants,
  useSnackbar,
  type SnackbarInput,
  type SnackbarNotice,
  type SnackbarType,
} from "./snackbar";
export { Spinner, spinnerVariants, type SpinnerProps } from "./spinner";
