import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/I18nContext.tsx';
import type { ScratchView } from './ScratchCard.tsx';
import './ScratchCard.css';

export interface ScratchFaces<Spot> {
  columns: number;
  gridSpots: number;
  art(spot: Spot): ReactNode;
  name(spot: Spot): string;
  /** A spot's place ("Spot 3 (row 1, column 3)", "The Golden Toad coin"). */
  place(index: number): string;
}

/**
 * A finished ticket as it was revealed, for a round's detail in the history and on the fairness
 * page: every spot with its art, said as a list of places and what they showed.
 */
export function ScratchPicture<Spot>({ view, faces, label }: { view: ScratchView<Spot>; faces: ScratchFaces<Spot>; label: string }) {
  const { t } = useI18n();
  const cell = (index: number) => {
    const spot = view.spots[index] ?? null;
    return (
      <li key={index} className="scratch-spot scratch-spot--shown scratch-picture__spot" data-spot={index}>
        <span className="scratch-spot__art" aria-hidden="true">
          {spot === null ? null : faces.art(spot)}
        </span>
        <span className="visually-hidden">{spot === null ? faces.place(index) : t('game.scratch.spotShown', { place: faces.place(index), name: faces.name(spot) })}</span>
      </li>
    );
  };
  return (
    <div className="scratch-ticket scratch-picture">
      <ol className="scratch-ticket__grid" aria-label={label} style={{ gridTemplateColumns: `repeat(${faces.columns}, minmax(0, 1fr))` }}>
        {Array.from({ length: faces.gridSpots }, (_, index) => cell(index))}
      </ol>
      {view.spots.length > faces.gridSpots ? (
        <ol className="scratch-ticket__extras" start={faces.gridSpots + 1}>
          {Array.from({ length: view.spots.length - faces.gridSpots }, (_, index) => cell(faces.gridSpots + index))}
        </ol>
      ) : null}
    </div>
  );
}
