export {
  Avatar,
  AvatarFallback,
  AvatarImage,
  avatarVariants,
  initials,
  type AvatarFallbackProps,
  type AvatarImageProps,
  type AvatarProps,
  type ImageLoadingStatus,
} from "./avatar";
