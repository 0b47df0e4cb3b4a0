import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarCloseDayAnswerSchema,
  CalendarMoveOrderAnswerSchema,
  StaffCalendarSchema,
  type CalendarCloseDayAnswer,
  type CalendarMoveOrderAnswer,
  type StaffCalendar,
} from '@spesa/domain';
import { api, parseResponse } from '../../../lib/api';
import { quiet, staffKeys } from './staff';

const calendarKey = () => [...staffKeys.all, 'calendar'] as const;

export function useStaffCalendar() {
  return useQuery({
    queryKey: calendarKey(),
    queryFn: async ({ signal }): Promise<StaffCalendar> =>
      parseResponse(
        StaffCalendarSchema,
        (await api.request('/ebsn/api/staff/calendar', { signal, ...quiet })).data,
      ),
  });
}

export type CalendarChange =
  | { kind: 'capacity'; timeslotDayId: number; capacity: number }
  | { kind: 'close-slot'; timeslotDayId: number; reason: string }
  | { kind: 'reopen-slot'; timeslotDayId: number }
  | { kind: 'reopen-day'; date: string };

/** Every change answers the calendar as it now stands: the page shows that answer at once. */
export function useCalendarChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CalendarChange): Promise<StaffCalendar> => {
      const json =
        change.kind === 'capacity'
          ? { timeslot_day_id: change.timeslotDayId, capacity: change.capacity }
          : change.kind === 'close-slot'
            ? { timeslot_day_id: change.timeslotDayId, reason: change.reason }
            : change.kind === 'reopen-slot'
              ? { timeslot_day_id: change.timeslotDayId }
              : { date: change.date };
      const body = await api.request(`/ebsn/api/staff/calendar/${change.kind}`, {
        method: 'POST',
        json,
        ...quiet,
      });
      return parseResponse(StaffCalendarSchema, body.data);
    },
    onSuccess: (calendar) => queryClient.setQueryData(calendarKey(), calendar),
  });
}

/** Closing a day: closed, or the day's orders for the manager to decide about (keep). */
export function useCloseDay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      date: string;
      reason: string;
      keep: boolean;
    }): Promise<CalendarCloseDayAnswer> => {
      const body = await api.request('/ebsn/api/staff/calendar/close-day', {
        method: 'POST',
        json: {
          date: input.date,
          reason: input.reason,
          ...(input.keep ? { orders: 'keep' } : {}),
        },
        ...quiet,
      });
      return parseResponse(CalendarCloseDayAnswerSchema, body.data);
    },
    onSuccess: (answer) => queryClient.setQueryData(calendarKey(), answer.calendar),
  });
}

/** One order of a day to close moved to another slot of its owner: the shopper is told. */
export function useMoveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      orderId: number;
      timeslotDayId: number;
      reason: string;
    }): Promise<CalendarMoveOrderAnswer> => {
      const body = await api.request('/ebsn/api/staff/calendar/move-order', {
        method: 'POST',
        json: {
          order_id: input.orderId,
          timeslot_day_id: input.timeslotDayId,
          ...(input.reason.trim() ? { reason: input.reason.trim() } : {}),
        },
        ...quiet,
      });
      return parseResponse(CalendarMoveOrderAnswerSchema, body.data);
    },
    onSuccess: (answer) => queryClient.setQueryData(calendarKey(), answer.calendar),
  });
}
