import { AimOutlined } from '@ant-design/icons';
import { mapConfig } from '@sufra/contract/endpoints/geo';
import type { Locale } from '@sufra/contract/user-types';
import { useQuery } from '@tanstack/react-query';
import { Button, Typography } from 'antd';
import L from 'leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerRetina from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AttributionControl,
  MapContainer,
  Marker,
  TileLayer,
  useMap,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { call } from '../../lib/api-client.ts';
import { queryKeys, scopeRequest, useQueryScope } from '../../lib/query-keys.ts';
import { toast } from '../../lib/toast.ts';
import { type LatLng, lookupAddress } from './geocode.ts';
import './location-picker.css';

/** SPEC §9: zoom 14, 300 px high; the current location within 5 s, high accuracy, never cached. */
export const MAP_ZOOM = 14;
export const GEOLOCATION_OPTIONS: PositionOptions = {
  timeout: 5000,
  enableHighAccuracy: true,
  maximumAge: 0,
};
/** Where the map opens when no location is stored yet (Riyadh). */
const DEFAULT_CENTER: LatLng = { lat: 24.7136, lng: 46.6753 };
/** SPEC §9: the location permission warning stays 2 s. */
const PERMISSION_WARNING_SECONDS = 2;

/** The marker's images ship with the dashboard (never from a CDN). */
const MARKER = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerRetina,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

export interface LocationPickerProps {
  /** The stored point (edit pages load it and show the marker). */
  value: LatLng | null;
  onChange: (point: LatLng) => void;
  /** The addresses found for a point the user placed, by language (reverse geocoding). */
  onAddress?: (found: Partial<Record<Locale, string>>) => void;
  /** The languages to look the address up in (the interface language always). */
  addressLanguages?: readonly Locale[];
  /** Accessible name of the map. */
  label: string;
  invalid?: boolean;
}

/** A click on the map places the marker there. */
function ClickToPlace({ onPlace }: { onPlace: (point: LatLng) => void }) {
  useMapEvents({ click: (event) => onPlace({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** The map follows a point set from outside (a stored location loaded, the current location found). */
function FollowPoint({ point, zoom }: { point: LatLng | null; zoom: number | null }) {
  const map = useMap();
  useEffect(() => {
    if (!point) return;
    if (zoom !== null) map.setView(point, zoom);
    else if (!map.getBounds().contains(point)) map.panTo(point);
  }, [map, point, zoom]);
  return null;
}

/**
 * A map to place one location on (SPEC §2, §5, §9): a click or the current-location button puts the
 * marker; the addresses at that point are looked up through the server. Without tiles (offline) the
 * map stays blank but still takes the click; without the geocoder the point is kept all the same.
 */
export default function LocationPicker({
  value,
  onChange,
  onAddress,
  addressLanguages,
  label,
  invalid = false,
}: LocationPickerProps) {
  const { t } = useTranslation();
  const scope = useQueryScope();
  const [locating, setLocating] = useState(false);
  const [focus, setFocus] = useState<{ point: LatLng; zoom: number | null } | null>(null);
  const lookup = useRef(0);
  const settings = useQuery({
    queryKey: queryKeys.settings(scope, 'map-config'),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: ({ signal }) =>
      call(mapConfig, { signal, notify: false, ...scopeRequest(scope) }).then((r) => r.data),
  });

  // The interface language first: its answer says why a lookup failed.
  const languages = [scope.lang, ...(addressLanguages ?? []).filter((lang) => lang !== scope.lang)];

  const place = async (point: LatLng) => {
    onChange(point);
    const turn = ++lookup.current;
    const answers = await Promise.all(languages.map((lang) => lookupAddress(point, lang)));
    if (turn !== lookup.current) return;
    const found: Partial<Record<Locale, string>> = {};
    languages.forEach((lang, index) => {
      const answer = answers[index];
      if (answer?.kind === 'found') found[lang] = answer.address;
    });
    const failed = answers.find((answer) => answer.kind === 'failed');
    if (Object.keys(found).length > 0) onAddress?.(found);
    else if (failed?.kind === 'failed') toast.warning(failed.message || t('location_picker.lookup_failed'));
    else toast.warning(t('location_picker.no_address'));
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast.warning(t('location_picker.not_supported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        setFocus({ point, zoom: MAP_ZOOM });
        void place(point);
      },
      (error) => {
        setLocating(false);
        if (error.code === error.PERMISSION_DENIED)
          toast.warning(t('location_picker.permission_denied'), PERMISSION_WARNING_SECONDS);
        else toast.warning(t('location_picker.unavailable'));
      },
      GEOLOCATION_OPTIONS,
    );
  };

  return (
    <div className="location-picker">
      <div
        className="location-picker__map"
        role="application"
        aria-label={label}
        aria-invalid={invalid}
        style={invalid ? { borderColor: 'var(--ant-color-error, #ff4d4f)' } : undefined}
        data-testid="location-picker-map"
      >
        <MapContainer
          center={value ?? DEFAULT_CENTER}
          zoom={MAP_ZOOM}
          style={{ blockSize: '100%', inlineSize: '100%' }}
          attributionControl={false}
          zoomControl={false}
        >
          <AttributionControl prefix="Leaflet" />
          {/* Leaflet names its zoom buttons in English unless told. */}
          <ZoomControl
            zoomInTitle={t('location_picker.zoom_in')}
            zoomOutTitle={t('location_picker.zoom_out')}
          />
          {settings.data ? (
            <TileLayer url={settings.data.tile_url} attribution={settings.data.attribution} />
          ) : null}
          <ClickToPlace onPlace={(point) => void place(point)} />
          <FollowPoint point={focus?.point ?? value} zoom={focus?.zoom ?? null} />
          {value ? <Marker position={value} icon={MARKER} alt={t('location_picker.marker')} /> : null}
        </MapContainer>
      </div>
      <div className="location-picker__bar">
        <Button icon={<AimOutlined />} loading={locating} onClick={locate}>
          {t('location_picker.current_location')}
        </Button>
        <Typography.Text type="secondary" data-testid="location-picker-coords">
          {value ? (
            <span className="location-picker__coords">
              {value.lat.toFixed(6)}, {value.lng.toFixed(6)}
            </span>
          ) : (
            t('location_picker.hint')
          )}
        </Typography.Text>
      </div>
    </div>
  );
}
