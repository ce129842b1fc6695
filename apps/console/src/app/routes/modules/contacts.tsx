import { Tabs, TabsContent, TabsList, TabsTrigger } from "@sendline/ui/tabs";
import { Link, Route, Switch, useLocation, useParams } from "wouter";
import { ContactDownloads } from "../../../features/contacts/components/contact-downloads";
import { ContactGroups } from "../../../features/contacts/components/contact-groups";
import { GroupContacts } from "../../../features/contacts/components/group-contacts";
import { SampleFiles } from "../../../features/contacts/components/sample-files";
import { ContactsUpload } from "../../../features/uploads/components/contacts-upload";
import { usePageTitle } from "../../../lib/app-context";
import type { ModuleRouteProps } from "./module-route";

const ROUTE = "/contacts";

type Tab = "groups" | "upload";
const TAB_PATHS: Record<Tab, string> = { groups: "/", upload: "/upload" };

/** The groups and the upload, as tabs whose addresses can be opened and shared. */
function ContactsHome({ tab, title }: { tab: Tab; title: string }) {
  usePageTitle(tab === "upload" ? "Upload Contacts" : "Contact Groups");
  const [, navigate] = useLocation();
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <h1 id="screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <Tabs value={tab} onValueChange={(next) => navigate(TAB_PATHS[next as Tab])}>
        <TabsList aria-label="Contacts">
          <TabsTrigger value="groups">Groups</TabsTrigger>
          <TabsTrigger value="upload">Upload</TabsTrigger>
        </TabsList>
        <TabsContent value="groups" className="flex flex-col gap-6 pt-2">
          <ContactGroups />
          <ContactDownloads />
        </TabsContent>
        <TabsContent value="upload" className="flex flex-col gap-6 pt-2">
          <ContactsUpload />
          <SampleFiles />
        </TabsContent>
      </Tabs>
    </section>
  );
}

function GroupScreen({ title }: { title: string }) {
  usePageTitle("Group Contacts");
  const id = Number(useParams<{ id: string }>().id);
  return (
    <section aria-labelledby="screen-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="screen-title" className="text-2xl font-semibold">
          {title}
        </h1>
        <Link href="/" className="text-sm text-primary underline-offset-2 hover:underline">
          Back to groups
        </Link>
      </div>
      <GroupContacts key={id} groupId={id} />
    </section>
  );
}

/**
 * The contacts module: the account's groups with their downloads, each group's contacts with
 * their subscriptions, and the upload with its sample files.
 */
export function ModuleRoute({ module }: ModuleRouteProps) {
  const title = module.name ?? "Contacts";
  return (
    <Route path={ROUTE} nest>
      <Switch>
        <Route path="/groups/:id">
          <GroupScreen title={title} />
        </Route>
        <Route path="/upload">
          <ContactsHome tab="upload" title={title} />
        </Route>
        <Route>
          <ContactsHome tab="groups" title={title} />
        </Route>
      </Switch>
    </Route>
  );
}
