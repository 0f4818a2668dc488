import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { GeoLocation } from '../../../domain/common/place';

const ATTRIBUTION = '&copy; OpenStreetMap contributors';
/**
 * Zoom when the map centres on a place, and after a search pick (docs/product/campaigns-venues-events.md §9,
 * docs/product/creatives-assets-signage.md §7).
 */
export const CENTRE_ZOOM = 15;
export const PICK_ZOOM = 18;

// A CSS-drawn marker: Leaflet's default icon images do not survive bundling.
const PIN = L.divIcon({
  className: '',
  html: '<div style="width:18px;height:18px;border-radius:50% 50% 50% 0;background:#e03131;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 0 3px #000"></div>',
  iconSize: [18, 18],
  iconAnchor: [9, 18],
});

/** A labelled place drawn beside the record's own. */
export interface MapMark {
  lat: number;
  lon: number;
  label: string;
}

const latLng = ([lon, lat]: [number, number]): L.LatLngTuple => [lat, lon];

/**
 * One Leaflet map in an element of its own, which it removes again on `destroy`: a new PlaceMap on the
 * same host always starts clean, so a folded and unfolded section (or React's double mount) never meets
 * "Map container is being reused by another instance". Calls after `destroy` do nothing.
 */
export class PlaceMap {
  private map: L.Map | null;
  private element: HTMLDivElement;
  private tiles: L.TileLayer | null = null;
  private shape: L.Marker | L.Polygon | null = null;
  private marks: L.LayerGroup | null = null;
  private active = false;
  // Whether a view has been set yet: until then, showing a location centres on it.
  private placed = false;

  constructor(
    host: HTMLElement,
    private readonly onPick: (lat: number, lon: number) => void,
  ) {
    this.element = document.createElement('div');
    this.element.style.height = '100%';
    host.appendChild(this.element);
    const map = L.map(this.element, { scrollWheelZoom: false });
    map.on('click', (e) => {
      if (this.active) this.onPick(e.latlng.lat, e.latlng.lng);
    });
    // The view, for whoever reads the page (and its tests): zoom and centre on the host.
    map.on('moveend', () => {
      const { lat, lng } = map.getCenter();
      Object.assign(host.dataset, { zoom: String(map.getZoom()), centre: `${lat.toFixed(5)},${lng.toFixed(5)}` });
    });
    this.map = map;
  }

  setTiles(url: string): void {
    if (!this.map) return;
    this.tiles?.remove();
    this.tiles = L.tileLayer(url, { attribution: ATTRIBUTION }).addTo(this.map);
  }

  /** Clicks and marker drags set the point only while active. */
  setActive(active: boolean): void {
    this.active = active;
    if (this.shape instanceof L.Marker) this.shape.dragging?.[active ? 'enable' : 'disable']();
  }

  /**
   * Draws the location: a marker for a point, an outline for an area, nothing without one. The first
   * drawing sets the view (the point at zoom 15, the whole area, or `fallback` when there is none);
   * later ones move it only when the new location is out of sight.
   */
  show(location: GeoLocation | null, fallback: L.LatLngTuple): void {
    const map = this.map;
    if (!map) return;
    const first = !this.placed;
    this.placed = true;
    this.shape?.remove();
    this.shape = null;
    if (location?.type === 'Point') {
      const marker = L.marker(latLng(location.coordinates), { icon: PIN, draggable: this.active, title: 'Location' });
      marker.on('dragend', () => {
        const { lat, lng } = marker.getLatLng();
        this.onPick(lat, lng);
      });
      this.shape = marker.addTo(map);
      if (first) map.setView(marker.getLatLng(), CENTRE_ZOOM);
      else if (!map.getBounds().contains(marker.getLatLng())) map.panTo(marker.getLatLng());
    } else if (location?.type === 'Polygon') {
      const area = L.polygon(
        location.coordinates.map((ring) => ring.map(latLng)),
        { color: '#e03131', weight: 2, fillOpacity: 0.1 },
      );
      this.shape = area.addTo(map);
      if (first || !map.getBounds().contains(area.getBounds())) map.fitBounds(area.getBounds(), { maxZoom: PICK_ZOOM });
    } else if (first) {
      map.setView(fallback, CENTRE_ZOOM);
    }
  }

  /**
   * Other places beside the record's own (a route's stops): small labelled circles, not draggable. The first ones drawn
   * on a map with no point of its own set the view around them.
   */
  setMarks(marks: readonly MapMark[]): void {
    const map = this.map;
    if (!map) return;
    this.marks?.remove();
    this.marks = L.layerGroup(
      marks.map((m) =>
        L.circleMarker([m.lat, m.lon], { radius: 7, color: '#1c7ed6', weight: 2, fillOpacity: 0.6 }).bindTooltip(m.label, {
          permanent: true,
          direction: 'right',
        }),
      ),
    ).addTo(map);
    this.element.parentElement?.setAttribute('data-marks', String(marks.length));
    if (marks.length > 0 && !this.shape) {
      const bounds = L.latLngBounds(marks.map((m) => [m.lat, m.lon] as L.LatLngTuple));
      if (!map.getBounds().contains(bounds)) map.fitBounds(bounds, { maxZoom: CENTRE_ZOOM, padding: [24, 24] });
    }
  }

  /** Moves the view to a place found by a search. */
  centre(lat: number, lon: number, zoom = PICK_ZOOM): void {
    this.map?.setView([lat, lon], zoom);
  }

  destroy(): void {
    this.map?.remove();
    this.map = null;
    this.element.remove();
  }
}
