/**
 * The MapLibre map itself: loaded only through MapView's lazy import, so maplibre-gl (about 1 MB) and
 * its CSS stay out of the main bundle. Markers are HTML buttons (keyboard reachable, named), popups are
 * MapLibre popups whose content React renders through a portal. Crowded markers are grouped by
 * supercluster for the view shown, and regrouped as the map moves.
 */
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import {
  FullscreenControl,
  GeolocateControl,
  LngLatBounds,
  Map as MapLibreMap,
  Marker,
  NavigationControl,
  Popup,
  ScaleControl,
  setWorkerUrl,
} from 'maplibre-gl';
import { useEffect, useImperativeHandle, useRef, useState, type JSX, type Ref } from 'react';
import { createPortal } from 'react-dom';
import Supercluster from 'supercluster';
import { mapStyles } from './map-style.ts';
import { StyleToggleControl } from './style-toggle.ts';
import type { LonLat, MapMarker, MapViewHandle, MapViewProps } from './types.ts';
import './map.css';

setWorkerUrl(workerUrl);

const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 12;
/** Below this width (the phone layout's breakpoint) fitWhenNarrow applies. */
const NARROW_MAP_REM = 40;
/** Markers closer than this many pixels are grouped; beyond this zoom nothing is. */
const CLUSTER_RADIUS_PX = 56;
const CLUSTER_MAX_ZOOM = 17;
/** Pixels kept between an open popup and the map's edges. */
const POPUP_MARGIN = 12;

function clusterElement(count: number, label: string, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'map-cluster';
  button.setAttribute('aria-label', label);
  button.title = label;
  button.textContent = String(count);
  button.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return button;
}

function markerElement(marker: MapMarker, onClick: () => void): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = ['map-marker', marker.className].filter(Boolean).join(' ');
  button.setAttribute('aria-label', marker.label);
  button.title = marker.label;
  if (marker.iconUrl) {
    const img = document.createElement('img');
    img.src = marker.iconUrl;
    img.alt = '';
    img.className = 'map-marker-icon';
    button.append(img);
  } else {
    const pin = document.createElement('span');
    pin.className = 'map-marker-pin';
    button.append(pin);
  }
  if (marker.caption) {
    const caption = document.createElement('span');
    caption.className = 'map-marker-caption';
    caption.textContent = marker.caption;
    button.append(caption);
  }
  button.addEventListener('click', (e) => {
    e.stopPropagation();
    onClick();
  });
  return button;
}

/** MapLibre needs WebGL; without it the map says so instead of showing an empty box. */
function webglAvailable(): boolean {
  const canvas = document.createElement('canvas');
  return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
}

function fit(map: MapLibreMap, points: LonLat[], maxZoom = FIT_MAX_ZOOM): void {
  if (points.length === 0) return;
  const bounds = points.reduce((b, p) => b.extend(p), new LngLatBounds(points[0], points[0]));
  map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom, duration: 0 });
}

function isNarrow(element: HTMLElement | null): boolean {
  if (!element) return false;
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return element.clientWidth < NARROW_MAP_REM * rem;
}

export default function MapCanvas(props: MapViewProps & { ref?: Ref<MapViewHandle> }): JSX.Element {
  const {
    ref,
    label,
    center,
    zoom,
    markers = [],
    selectedId,
    renderPopup,
    fitToMarkers,
    fitWhenNarrow,
    highlightState,
    onMarkerClick,
    onMarkerDragEnd,
    onPopupClose,
    clusterLabel,
    height = '480px',
    className,
  } = props;
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const markerRefs = useRef(new Map<string | number, Marker>());
  const popupRef = useRef<Popup | null>(null);
  // One node for the popup's content: React renders into it, MapLibre moves it into the popup.
  const [popupNode] = useState(() => {
    const node = document.createElement('div');
    node.className = 'map-popup-content';
    return node;
  });
  const [failed] = useState(() => !webglAvailable());
  const [ready, setReady] = useState(false);
  // Whether the camera is moving (a flight to the park, a zoom into a group): markers settle at rest.
  const [moving, setMoving] = useState(false);
  // Latest callbacks without re-creating markers on every render.
  const callbacks = useRef({ onMarkerClick, onMarkerDragEnd, onPopupClose, clusterLabel });
  useEffect(() => {
    callbacks.current = { onMarkerClick, onMarkerDragEnd, onPopupClose, clusterLabel };
  });
  const clusterRefs = useRef<Marker[]>([]);
  // The selected id for markers redrawn as the map moves (declared first: effects run in order).
  const selectedRef = useRef(selectedId);
  useEffect(() => {
    selectedRef.current = selectedId;
  });

  useImperativeHandle(ref, () => ({
    flyTo(to, toZoom) {
      mapRef.current?.flyTo({ center: to, ...(toZoom === undefined ? {} : { zoom: toZoom }) });
    },
    fitBounds(points, maxZoom) {
      if (mapRef.current) fit(mapRef.current, points, maxZoom);
    },
  }));

  // One map per mounted component; the style is chosen once (the toggle changes it afterwards).
  useEffect(() => {
    if (!container.current || failed) return undefined;
    const styles = mapStyles(highlightState);
    const map = new MapLibreMap({
      container: container.current,
      style: styles.map,
      center,
      zoom,
      attributionControl: {
        compact: true,
        ...(typeof styles.map === 'string'
          ? {}
          : { customAttribution: 'Boundaries: US Census Bureau (us-atlas)' }),
      },
    });
    mapRef.current = map;
    map.addControl(new NavigationControl({ visualizePitch: false }), 'top-right');
    map.addControl(new GeolocateControl({ positionOptions: { enableHighAccuracy: true } }), 'top-right');
    map.addControl(new FullscreenControl(), 'top-right');
    map.addControl(new ScaleControl({ unit: 'imperial' }), 'bottom-left');
    if (styles.satellite) map.addControl(new StyleToggleControl(styles.map, styles.satellite), 'top-left');
    map.on('load', () => setReady(true));
    map.on('movestart', () => setMoving(true));
    map.on('moveend', () => setMoving(false));
    const markersById = markerRefs.current;
    return () => {
      popupRef.current?.remove();
      markersById.forEach((m) => m.remove());
      markersById.clear();
      map.remove();
      mapRef.current = null;
    };
    // The initial view only; later center/zoom changes fly (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [highlightState]);

  // Later center/zoom changes pan and zoom the map; on a phone, points to fit are fitted instead.
  const [lon, lat] = center;
  const narrowPoints = fitWhenNarrow?.points ?? [];
  const narrowKey = `${fitWhenNarrow?.maxZoom}:${narrowPoints.map((p) => p.join(',')).join('|')}`;
  useEffect(() => {
    const map = mapRef.current;
    if (!map || fitToMarkers) return;
    if (fitWhenNarrow && narrowPoints.length > 0 && isNarrow(container.current)) {
      fit(map, narrowPoints, fitWhenNarrow.maxZoom);
      return;
    }
    const now = map.getCenter();
    if (Math.abs(now.lng - lon) > 1e-6 || Math.abs(now.lat - lat) > 1e-6 || map.getZoom() !== zoom) {
      map.flyTo({ center: [lon, lat], zoom });
    }
    // narrowKey stands for fitWhenNarrow.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lon, lat, zoom, fitToMarkers, narrowKey]);

  // Markers: rebuilt when the set changes; grouped for the view shown when clustering, and regrouped
  // whenever the map comes to rest.
  const markerKey = markers
    .map((m) => `${m.id}:${m.longitude}:${m.latitude}:${m.label}:${m.className ?? ''}:${m.draggable ? 1 : 0}`)
    .join('|');
  const clustering = Boolean(clusterLabel);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return undefined;
    const refs = markerRefs.current;
    const clusters = clusterRefs.current;
    const byId = new Map(markers.map((m) => [m.id, m]));
    const index = clustering
      ? new Supercluster<{ id: string | number }>({
          radius: CLUSTER_RADIUS_PX,
          maxZoom: CLUSTER_MAX_ZOOM,
        }).load(
          markers.map((m) => ({
            type: 'Feature',
            properties: { id: m.id },
            geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
          })),
        )
      : null;
    const draw = () => {
      refs.forEach((m) => m.remove());
      refs.clear();
      clusters.splice(0).forEach((m) => m.remove());
      const shown: MapMarker[] = [];
      if (index) {
        const bounds = map.getBounds();
        const view: GeoJSON.BBox = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
        for (const feature of index.getClusters(view, Math.floor(map.getZoom()))) {
          const [longitude, latitude] = feature.geometry.coordinates as LonLat;
          if ('cluster' in feature.properties && feature.properties.cluster) {
            const { cluster_id: clusterId, point_count: count } = feature.properties;
            const label = callbacks.current.clusterLabel?.(count) ?? String(count);
            const zoomIn = () =>
              map.easeTo({ center: [longitude, latitude], zoom: index.getClusterExpansionZoom(clusterId) });
            clusters.push(
              new Marker({ element: clusterElement(count, label, zoomIn) })
                .setLngLat([longitude, latitude])
                .addTo(map),
            );
          } else {
            const marker = byId.get((feature.properties as { id: string | number }).id);
            if (marker) shown.push(marker);
          }
        }
      } else {
        shown.push(...markers);
      }
      for (const marker of shown) {
        const element = markerElement(marker, () => callbacks.current.onMarkerClick?.(marker.id));
        element.classList.toggle('is-selected', marker.id === selectedRef.current);
        element.setAttribute('aria-pressed', String(marker.id === selectedRef.current));
        const placed = new Marker({ element, anchor: 'bottom', draggable: Boolean(marker.draggable) })
          .setLngLat([marker.longitude, marker.latitude])
          .addTo(map);
        if (marker.draggable)
          placed.on('dragend', () => {
            const { lng, lat } = placed.getLngLat();
            callbacks.current.onMarkerDragEnd?.(marker.id, [lng, lat]);
          });
        refs.set(marker.id, placed);
      }
    };
    if (fitToMarkers)
      fit(
        map,
        markers.map((m) => [m.longitude, m.latitude]),
      );
    draw();
    if (!index) return undefined;
    map.on('moveend', draw);
    return () => {
      map.off('moveend', draw);
    };
    // markerKey stands for markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markerKey, fitToMarkers, failed, clustering]);

  // The selected marker: its class, and its popup when there is popup content.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return undefined;
    markerRefs.current.forEach((m, id) => {
      const el = m.getElement();
      el.classList.toggle('is-selected', id === selectedId);
      el.setAttribute('aria-pressed', String(id === selectedId));
    });
    const marker = markers.find((m) => m.id === selectedId);
    if (!marker || !renderPopup) return undefined;
    // Never wider than the map (a phone's is narrower than 320 px and a margin).
    const popup = new Popup({
      offset: 36,
      maxWidth: 'min(320px, calc(100% - 24px))',
      anchor: 'bottom',
      focusAfterOpen: false,
    })
      .setLngLat([marker.longitude, marker.latitude])
      .setDOMContent(popupNode)
      .addTo(map);
    let closedByUs = false;
    popup.on('close', () => {
      if (!closedByUs) callbacks.current.onPopupClose?.();
    });
    popupRef.current = popup;
    // The popup is kept inside the map: the map pans by as much as it reaches past an edge, once drawn
    // and again when a picture in it has loaded and made it taller.
    const keepInView = () => {
      const box = popup.getElement()?.getBoundingClientRect();
      if (!box || !popup.isOpen()) return;
      const view = map.getContainer().getBoundingClientRect();
      // Nor under the buttons down the map's right side (zoom, locate, full screen).
      const controls = map.getContainer().querySelector('.maplibregl-ctrl-top-right');
      const right = view.right - (controls?.getBoundingClientRect().width ?? 0);
      const past = (start: number, end: number, from: number, to: number) =>
        start < from + POPUP_MARGIN
          ? start - from - POPUP_MARGIN
          : end > to - POPUP_MARGIN
            ? end - to + POPUP_MARGIN
            : 0;
      const dx = past(box.left, box.right, view.left, right);
      const dy = past(box.top, box.bottom, view.top, view.bottom);
      if (dx !== 0 || dy !== 0) map.panBy([dx, dy]);
    };
    const frame = requestAnimationFrame(keepInView);
    popupNode.addEventListener('load', keepInView, true);
    return () => {
      closedByUs = true;
      cancelAnimationFrame(frame);
      popupNode.removeEventListener('load', keepInView, true);
      popup.remove();
      popupRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedId, markerKey, Boolean(renderPopup)]);

  const selected = markers.find((m) => m.id === selectedId);
  return (
    <div
      className={['map-view', className].filter(Boolean).join(' ')}
      role="region"
      aria-label={label}
      style={{ height }}
      data-map-ready={ready ? 'true' : 'false'}
      data-map-moving={moving ? 'true' : 'false'}
    >
      {failed ? (
        <p className="map-view-message">The map cannot be shown in this browser.</p>
      ) : (
        <div ref={container} className="map-view-canvas" />
      )}
      {selected && renderPopup ? createPortal(renderPopup(selected), popupNode) : null}
    </div>
  );
}
