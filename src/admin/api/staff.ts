import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import type { StaffRole } from "../../lib/desk";
import { answer, cancelledBy, desk, problemText } from "./client";

/** Every member (the assignee picker and the staff screen). */
export const useStaff = () =>
  useQuery({
    queryKey: ["staff"],
    queryFn: ({ signal }) => answer(desk.staff.$get({}, cancelledBy(signal))),
    select: (data) => data.staff,
  });

export type StaffChange =
  | { kind: "add"; email: string; name: string | null; role: StaffRole }
  | { kind: "update"; email: string; role?: StaffRole; active?: boolean }
  | { kind: "remove"; email: string };

/** Admin changes to the staff list; the server refuses the ones that would lock everybody out. */
export function useChangeStaff() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (change: StaffChange) => {
      switch (change.kind) {
        case "add":
          return answer(desk.staff.$post({ json: { email: change.email, name: change.name, role: change.role } }));
        case "update":
          return answer(
            desk.staff[":email"].$patch({ param: { email: change.email }, json: { role: change.role, active: change.active } }),
          );
        case "remove":
          return answer(desk.staff[":email"].$delete({ param: { email: change.email } }));
      }
    },
    onSuccess: (_result, change) => {
      void queryClient.invalidateQueries({ queryKey: ["staff"] });
      void queryClient.invalidateQueries({ queryKey: ["me"] });
      const done = { add: "added", update: "updated", remove: "removed" }[change.kind];
      toast.success({ title: "Staff updated", description: `${change.email} was ${done}.` });
    },
    onError: (error) => toast.error({ title: "Not changed", description: problemText(error) }),
  });
}
