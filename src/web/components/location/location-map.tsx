import { useEffect } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';

/**
 * Map tiles: OpenStreetMap's public server unless the console config names another (a server of
 * one's own when offline). The map works without tiles: clicks and the marker need none.
 */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; OpenStreetMap contributors';

// A CSS-drawn marker: Leaflet's default icon images do not survive bundling.
const PIN = L.divIcon({
  className: '',
  html: '<div style="width:18px;height:18px;border-radius:50% 50% 50% 0;background:#e03131;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 0 3px #000"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 18],
});

interface LocationMapProps {
  /** [latitude, longitude] */
  point: [number, number];
  /** Clicks and drags set the point only while true. */
  active: boolean;
  tileUrl?: string;
  onPick(lat: number, lon: number): void;
}

function ClickToPick({ active, onPick }: Pick<LocationMapProps, 'active' | 'onPick'>) {
  useMapEvents({
    click: (e) => {
      if (active) onPick(e.latlng.lat, e.latlng.lng);
    },
  });
  return null;
}

function FollowPoint({ point }: { point: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, point]);
  return null;
}

/** The workspace's point on a map (spec §2.12): a click or a marker drag sets it while editing. */
export function LocationMap({ point, active, tileUrl = DEFAULT_TILE_URL, onPick }: LocationMapProps) {
  return (
    <div data-testid="location-map" data-active={active} style={{ height: 320, gridColumn: '1 / -1', cursor: active ? 'crosshair' : undefined }}>
      <MapContainer center={point} zoom={point[0] === 0.01 && point[1] === 0.01 ? 2 : 13} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={tileUrl} attribution={ATTRIBUTION} />
        <Marker
          position={point}
          icon={PIN}
          draggable={active}
          title="Workspace location"
          eventHandlers={{
            dragend: (e) => {
              const { lat, lng } = (e.target as L.Marker).getLatLng();
              onPick(lat, lng);
            },
          }}
        />
        <ClickToPick active={active} onPick={onPick} />
        <FollowPoint point={point} />
      </MapContainer>
    </div>
  );
}
