import {
  allowedCampaignActions,
  type ActionCampaign,
  type CampaignAction,
  type CampaignChannel,
} from "@sendline/core";
import {
  BanIcon,
  CheckCheckIcon,
  CheckIcon,
  EllipsisVerticalIcon,
  FileTextIcon,
  PauseIcon,
  PencilIcon,
  PlayIcon,
  RocketIcon,
  SendIcon,
  SquareIcon,
  Trash2Icon,
  UndoIcon,
  XIcon,
  type LucideIcon,
} from "lucide-react";
import { cva } from "class-variance-authority";
import type { ComponentProps } from "react";
import { Button } from "../button/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "../dropdown-menu/dropdown-menu";
import { cn } from "../lib/cn";

/** The words and icon of each campaign action. */
const CAMPAIGN_ACTION_META = {
  edit: { label: "Edit", icon: PencilIcon, tone: "neutral" },
  delete: { label: "Delete", icon: Trash2Icon, tone: "danger" },
  send_test: { label: "Send Test", icon: SendIcon, tone: "neutral" },
  summary: { label: "Summary", icon: FileTextIcon, tone: "neutral" },
  submit_for_approval: { label: "Submit for Approval", icon: CheckIcon, tone: "primary" },
  go_live: { label: "Go Live", icon: RocketIcon, tone: "primary" },
  approved_go_live: { label: "Go Live", icon: RocketIcon, tone: "primary" },
  approve: { label: "Approve", icon: CheckIcon, tone: "primary" },
  reject: { label: "Reject", icon: XIcon, tone: "danger" },
  cancel_for_approval: { label: "Cancel for Approval", icon: UndoIcon, tone: "neutral" },
  cancel_schedule: { label: "Cancel Schedule", icon: BanIcon, tone: "danger" },
  cancel_prelive: { label: "Cancel", icon: BanIcon, tone: "danger" },
  pause: { label: "Pause", icon: PauseIcon, tone: "neutral" },
  resume: { label: "Resume", icon: PlayIcon, tone: "primary" },
  stop: { label: "Stop", icon: SquareIcon, tone: "danger" },
  mark_complete: { label: "Mark Complete", icon: CheckCheckIcon, tone: "primary" },
} as const satisfies Record<
  CampaignAction,
  { label: string; icon: LucideIcon; tone: "primary" | "neutral" | "danger" }
>;

type CampaignActionsPresentation = "row" | "dropdown" | "disk" | "cta";

const campaignActionsVariants = cva("flex flex-wrap items-center", {
  variants: {
    presentation: {
      row: "gap-1",
      dropdown: "",
      disk: "gap-3",
      cta: "gap-2",
    },
  },
  defaultVariants: { presentation: "row" },
});

type CampaignActionsProps = Omit<ComponentProps<"div">, "children"> & {
  campaign: ActionCampaign;
  channel: CampaignChannel;
  /** Whether the user holds a privilege string such as `/sms/go_live_get`. */
  hasPrivilege: (privilege: string) => boolean;
  /** The signed-in user's id (cancel for approval is the last updater's). */
  userId: number | string;
  /** @default false */
  fileBlastChild?: boolean;
  /** Dashboard module views show no actions. @default false */
  dashboardView?: boolean;
  /** Row (small buttons in a list row), dropdown (a menu), disk (round icon buttons) or cta (large buttons). @default "row" */
  presentation?: CampaignActionsPresentation;
  /** Called with the chosen action. */
  onAction: (action: CampaignAction) => void;
  /** The name of the campaign, for the dropdown trigger's accessible name. @default "campaign" */
  campaignName?: string;
};

/** Exactly the actions core allows for the campaign, privileges and user, in one of four presentations. */
function CampaignActions({
  campaign,
  channel,
  hasPrivilege,
  userId,
  fileBlastChild = false,
  dashboardView = false,
  presentation = "row",
  onAction,
  campaignName = "campaign",
  className,
  ...props
}: CampaignActionsProps) {
  const actions = allowedCampaignActions(campaign, {
    channel,
    hasPrivilege,
    userId,
    fileBlastChild,
    dashboardView,
  });
  if (actions.length === 0) return null;

  return (
    <div
      role="group"
      aria-label={`Actions for ${campaignName}`}
      data-slot="campaign-actions"
      data-presentation={presentation}
      data-variant={presentation}
      className={cn(campaignActionsVariants({ presentation }), className)}
      {...props}
    >
      {presentation === "dropdown" ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={`More actions for ${campaignName}`}>
              <EllipsisVerticalIcon aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            {actions.map((action) => {
              const { label, icon: Icon, tone } = CAMPAIGN_ACTION_META[action];
              return (
                <DropdownMenuItem
                  key={action}
                  data-action={action}
                  className={cn(tone === "danger" && "text-danger")}
                  onSelect={() => onAction(action)}
                >
                  <Icon aria-hidden />
                  {label}
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuContent>
        </DropdownMenu>
      ) : (
        actions.map((action) => {
          const { label, icon: Icon, tone } = CAMPAIGN_ACTION_META[action];
          if (presentation === "disk") {
            return (
              <button
                key={action}
                type="button"
                data-action={action}
                onClick={() => onAction(action)}
                className="flex w-20 flex-col items-center gap-1 rounded-md text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span
                  className={cn(
                    "grid size-11 place-items-center rounded-full border shadow-xs [&_svg]:size-5",
                    tone === "primary" && "border-primary bg-primary text-primary-foreground",
                    tone === "danger" && "border-danger bg-danger text-danger-foreground",
                    tone === "neutral" && "bg-background",
                  )}
                >
                  <Icon aria-hidden />
                </span>
                {label}
              </button>
            );
          }
          const variant = presentation === "row" ? "ghost" : tone === "neutral" ? "outline" : tone;
          return (
            <Button
              key={action}
              data-action={action}
              variant={variant}
              size={presentation === "cta" ? "lg" : "sm"}
              className={cn(presentation === "row" && tone === "danger" && "text-danger")}
              onClick={() => onAction(action)}
            >
              <Icon aria-hidden />
              {label}
            </Button>
          );
        })
      )}
    </div>
  );
}

export { CAMPAIGN_ACTION_META, CampaignActions, type CampaignActionsPresentation, type CampaignActionsProps };
