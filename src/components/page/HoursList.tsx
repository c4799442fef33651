import { hours } from "../../config/business";

/** Opening hours, the one set from src/config. */
export function HoursList() {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {[hours.weekdays, hours.saturday, hours.sunday].map((day) => (
        <div key={day.label} className="contents">
          <dt className="font-medium">{day.label}</dt>
          <dd>{day.display}</dd>
        </div>
      ))}
    </dl>
  );
}
