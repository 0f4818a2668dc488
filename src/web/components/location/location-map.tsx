import { useEffect, useRef, useState } from 'react';
import type { FoundPlace, GeoLocation } from '../../../domain/common/place';
import type { MapMark, PlaceMap } from './place-map';
import { PlaceSearch } from './place-search';

/**
 * Map tiles: OpenStreetMap's public server unless the console config names another (a server of
 * one's own when offline). The map works without tiles: clicks and the marker need none.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

interface LocationMapProps {
  /** The record's point or area; null when it has none. */
  location: GeoLocation | null;
  /** [latitude, longitude] shown when there is no location (the configured fallback city). */
  fallback: [number, number];
  /** Clicks, drags and search picks set the point only while true. */
  active: boolean;
  tileUrl?: string;
  /** Other places drawn beside the record's own, labelled (a route's stops). */
  marks?: readonly MapMark[];
  onPick(lat: number, lon: number): void;
}

/**
 * The record's location on a map (docs/product/platform.md §2.12): a marker or an area's outline, a place search, and,
 * while editing, a click, a marker drag or a picked search result sets the point. The Leaflet map lives in
 * PlaceMap, made anew each time the section shows it (React unmounts hidden sections' effects).
 */
export function LocationMap({ location, fallback, active, tileUrl = DEFAULT_TILE_URL, marks, onPick }: LocationMapProps) {
  const host = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<PlaceMap | null>(null);
  const latest = useRef({ onPick, active });
  latest.current = { onPick, active };

  useEffect(() => {
    let made: PlaceMap | null = null;
    let live = true;
    // Leaflet loads with the first map shown, not with the page.
    void import('./place-map').then(({ PlaceMap }) => {
      if (!live) return;
      made = new PlaceMap(host.current!, (lat, lon) => latest.current.onPick(lat, lon));
      setMap(made);
    });
    return () => {
      live = false;
      made?.destroy();
    };
  }, []);
  useEffect(() => map?.setTiles(tileUrl), [map, tileUrl]);
  useEffect(() => map?.setActive(active), [map, active]);
  const [lat, lon] = fallback;
  useEffect(() => map?.show(location, [lat, lon]), [map, location, lat, lon]);
  useEffect(() => map?.setMarks(marks ?? []), [map, marks]);

  function found(place: FoundPlace) {
    map?.centre(place.lat, place.lon);
    if (latest.current.active) latest.current.onPick(place.lat, place.lon);
  }

  return (
    <div style={{ position: 'relative', gridColumn: '1 / -1' }}>
      <div ref={host} data-testid="location-map" data-active={active} style={{ height: 320, cursor: active ? 'crosshair' : undefined }} />
      <div style={{ position: 'absolute', top: 10, right: 10, width: 'min(320px, 60%)', zIndex: 1000 }}>
        <PlaceSearch onFound={found} />
      </div>
    </div>
  );
}
