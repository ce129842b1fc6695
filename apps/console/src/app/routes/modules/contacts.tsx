import { ContactsUpload } from "../../../features/uploads/components/contacts-upload";
import { usePageTitle } from "../../../lib/app-context";
import type { ModuleRouteProps } from "./module-route";

/** The contacts module's screens, loaded as their own chunk: uploading contacts into groups. */
export function ModuleRoute({ module }: ModuleRouteProps) {
  usePageTitle(module.name ?? "Contacts");
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold">{module.name ?? "Contacts"}</h1>
      <ContactsUpload />
    </div>
  );
}
