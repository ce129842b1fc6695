export { Avatar, AvatarFallback, AvatarImage, avatarVariants, initials, type AvatarProps } from "./avatar";
