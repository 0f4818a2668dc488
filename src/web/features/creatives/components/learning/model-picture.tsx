import type { QsModel } from '../../../../../domain/learning/values';

const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 3, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/**
 * A drawing per questionnaire model (docs/product/creatives-assets-signage.md §2.8: exam, survey, polls, forms and
 * feedback have their own).
 */
const DRAWINGS: Record<QsModel, { colour: string; body: React.ReactNode }> = {
  // A sheet with ticked answers.
  Exam: {
    colour: '#4263eb',
    body: (
      <>
        <rect x="22" y="10" width="52" height="68" rx="4" {...STROKE} />
        <path d="M30 28l5 5 9-10M30 48l5 5 9-10" {...STROKE} />
        <path d="M52 30h14M52 50h14M30 66h36" {...STROKE} />
      </>
    ),
  },
  // A clipboard with rating dots.
  Survey: {
    colour: '#0ca678',
    body: (
      <>
        <rect x="20" y="14" width="56" height="66" rx="4" {...STROKE} />
        <rect x="36" y="8" width="24" height="12" rx="3" {...STROKE} />
        {[32, 48, 64].map((y) => (
          <g key={y}>
            <circle cx="32" cy={y} r="3" fill="currentColor" />
            <circle cx="44" cy={y} r="3" fill="currentColor" />
            <circle cx="56" cy={y} r="3" {...STROKE} strokeWidth={2} />
            <circle cx="66" cy={y} r="3" {...STROKE} strokeWidth={2} />
          </g>
        ))}
      </>
    ),
  },
  // A bar chart of votes.
  Polls: {
    colour: '#f08c00',
    body: (
      <>
        <path d="M14 78h68" {...STROKE} />
        <rect x="20" y="46" width="12" height="32" fill="currentColor" />
        <rect x="42" y="22" width="12" height="56" fill="currentColor" />
        <rect x="64" y="36" width="12" height="42" fill="currentColor" />
      </>
    ),
  },
  // Labelled input boxes.
  Forms: {
    colour: '#7048e8',
    body: (
      <>
        {[16, 40, 64].map((y) => (
          <g key={y}>
            <path d={`M16 ${y}h22`} {...STROKE} />
            <rect x="16" y={y + 4} width="64" height="10" rx="2" {...STROKE} />
          </g>
        ))}
      </>
    ),
  },
  // A speech bubble with a star.
  Feedback: {
    colour: '#e64980',
    body: (
      <>
        <path d="M14 18h68v44H42l-14 14V62H14z" {...STROKE} />
        <path d="M48 26l4.7 9.5 10.5 1.5-7.6 7.4 1.8 10.4L48 49.9l-9.4 4.9 1.8-10.4-7.6-7.4 10.5-1.5z" fill="currentColor" />
      </>
    ),
  },
};

export function ModelPicture({ model, size = 72 }: { model: QsModel; size?: number }) {
  const drawing = DRAWINGS[model] ?? DRAWINGS.Exam;
  return (
    <svg width={size} height={size} viewBox="0 0 96 88" role="img" aria-label={`${model} questionaire`} style={{ color: drawing.colour }} data-model={model}>
      {drawing.body}
    </svg>
  );
}
