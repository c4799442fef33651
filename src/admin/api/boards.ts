import { useIsMutating, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toast";
import { type Board, boardLimitsParam, boardPollMs } from "../../lib/desk";
import type { BoardColumnDraft, BoardMove } from "../../lib/desk-schemas/boards";
import { answer, bodyOf, cancelledBy, desk, problemText, reach } from "./client";

export const boardKeys = {
  all: ["boards"] as const,
  list: ["boards", "list"] as const,
  detail: (id: string, limits: string) => ["boards", "detail", id, limits] as const,
};

const moveKey = ["boards", "move"] as const;

/** The last ETag per board and limits, sent back as If-None-Match: an unchanged board answers 304 and no body. */
const tags = new Map<string, string>();

async function fetchBoard(id: string, limits: string, previous: Board | undefined, signal: AbortSignal): Promise<Board> {
  const tagKey = `${id}?${limits}`;
  const tag = previous && tags.get(tagKey);
  const response = await reach(
    desk.boards[":id"].$get(
      { param: { id }, query: limits ? { limits } : {} },
      // The revalidation is ours (If-None-Match); the HTTP cache would hide the 304.
      { init: { signal, cache: "no-store" }, headers: tag ? { "If-None-Match": tag } : {} },
    ),
  );
  if (response.status === 304 && previous) return previous;
  const board = await bodyOf(response);
  const etag = response.headers.get("ETag");
  if (etag) tags.set(tagKey, etag);
  return board;
}

export const useBoards = () =>
  useQuery({ queryKey: boardKeys.list, queryFn: ({ signal }) => answer(desk.boards.$get({}, cancelledBy(signal))) });

/**
 * A board, asked again every boardPollMs so that other people's moves show within seconds; while
 * nothing changed the answer is a 304 and the cached board stays as it is. Polling pauses while
 * a move of ours is on its way, so a poll cannot show the card back where it came from.
 */
export function useBoard(id: string, limits: Record<string, number>) {
  const queryClient = useQueryClient();
  const limitsParam = boardLimitsParam(limits);
  const moving = useIsMutating({ mutationKey: moveKey }) > 0;
  const key = boardKeys.detail(id, limitsParam);
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchBoard(id, limitsParam, queryClient.getQueryData<Board>(key), signal),
    refetchInterval: moving ? false : boardPollMs,
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/** A card taken from one place and put in another, as the board in the cache shows it. */
export function boardWithMove(board: Board, leadId: string, toColumnId: string, index: number): Board {
  const card = board.columns.flatMap((column) => column.cards).find((candidate) => candidate.id === leadId);
  if (!card) return board;
  return {
    ...board,
    columns: board.columns.map((column) => {
      const had = column.cards.some((candidate) => candidate.id === leadId);
      const cards = column.cards.filter((candidate) => candidate.id !== leadId);
      if (column.id === toColumnId) cards.splice(index, 0, card);
      const total = column.total - (had ? 1 : 0) + (column.id === toColumnId ? 1 : 0);
      return { ...column, cards, total };
    }),
  };
}

type MoveRequest = BoardMove & {
  /** Where the card lands in the column on screen: the optimistic board shows it there at once. */
  index: number;
  leadName: string;
};

/**
 * Moves a card. The board in the cache changes at once (onMutate) and goes back if the server
 * refuses (onError, with a toast); a stale version (409) also reloads the board, which shows what
 * changed meanwhile. Afterwards the board, the inbox, the lead and the dashboard are refetched.
 */
export function useMoveCard(boardId: string, limits: Record<string, number>) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const key = boardKeys.detail(boardId, boardLimitsParam(limits));
  return useMutation({
    mutationKey: moveKey,
    mutationFn: ({ index: _index, leadName: _leadName, ...move }: MoveRequest) =>
      answer(desk.boards[":id"].moves.$post({ param: { id: boardId }, json: move })),
    onMutate: async (move) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Board>(key);
      if (before) queryClient.setQueryData(key, boardWithMove(before, move.leadId, move.toColumnId, move.index));
      return { before };
    },
    onSuccess: (result) => {
      queryClient.setQueryData<Board>(
        key,
        (board) =>
          board && {
            ...board,
            columns: board.columns.map((column) => ({
              ...column,
              cards: column.cards.map((card) => (card.id === result.card.id ? result.card : card)),
            })),
          },
      );
    },
    onError: (error, move, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error({ title: `${move.leadName} was not moved`, description: problemText(error) });
    },
    onSettled: () => {
      // A refused move (a 409 too: someone changed the card) reloads the board as it is now.
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
      void queryClient.invalidateQueries({ queryKey: ["dashboard"] });
    },
  });
}

/** The admins' changes to boards and columns: each shows the server's sentence on refusal and refetches the boards. */
export function useBoardAdmin(boardId: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const board = desk.boards[":id"];
  const param = { id: boardId };
  const options = {
    onError: (error: unknown) => toast.error({ title: "The board was not changed", description: problemText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  };
  return {
    rename: useMutation({ mutationFn: (name: string) => answer(board.$patch({ param, json: { name } })), ...options }),
    addColumn: useMutation({
      mutationFn: (draft: BoardColumnDraft) => answer(board.columns.$post({ param, json: draft })),
      ...options,
    }),
    changeColumn: useMutation({
      mutationFn: ({ id, ...change }: Partial<BoardColumnDraft> & { id: string }) =>
        answer(board.columns[":columnId"].$patch({ param: { ...param, columnId: id }, json: change })),
      ...options,
    }),
    reorderColumns: useMutation({
      mutationFn: (columnIds: string[]) => answer(board.columns.$put({ param, json: { columnIds } })),
      ...options,
    }),
    removeColumn: useMutation({
      mutationFn: (id: string) => answer(board.columns[":columnId"].$delete({ param: { ...param, columnId: id } })),
      ...options,
    }),
  };
}

export function useCreateBoard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (draft: { name: string; columns: BoardColumnDraft[] }) => answer(desk.boards.$post({ json: draft })),
    onError: (error) => toast.error({ title: "The board was not created", description: problemText(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
  });
}

/** Moves a card to a column of another board (on top there); the card leaves this board when the boards refetch. */
export function useMoveToBoard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ boardId, ...move }: BoardMove & { boardId: string; leadName: string }) =>
      answer(
        desk.boards[":id"].moves.$post({
          param: { id: boardId },
          json: { leadId: move.leadId, version: move.version, toColumnId: move.toColumnId },
        }),
      ),
    onError: (error, move) => toast.error({ title: `${move.leadName} was not moved`, description: problemText(error) }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["leads"] });
    },
  });
}
