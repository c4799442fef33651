import { useQuery } from "@tanstack/react-query";
import { answer, cancelledBy, desk } from "./client";

export const useDashboard = () =>
  useQuery({ queryKey: ["dashboard"], queryFn: ({ signal }) => answer(desk.dashboard.$get({}, cancelledBy(signal))) });
