import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CalendarCloseDayAnswerSchema,
  StaffCalendarSchema,
  type CalendarCloseDayAnswer,
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
  | { kind: 'close-slot'; timeslotDayId: number; reason: string };

/** Every change answers the calendar as it now stands: the page shows that answer at once. */
export function useCalendarChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: CalendarChange): Promise<StaffCalendar> => {
      const json =
        change.kind === 'capacity'
          ? { timeslot_day_id: change.timeslotDayId, capacity: change.capacity }
          : { timeslot_day_id: change.timeslotDayId, reason: change.reason };
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
