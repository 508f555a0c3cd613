import { useRef, type ReactNode } from 'react';
import { Button } from 'antd';
import { CameraOutlined, PictureOutlined } from '@ant-design/icons';

interface PictureButtonProps {
  label: string;
  icon: ReactNode;
  /** Which camera a phone opens at once; none: the phone offers its gallery and files too. */
  capture?: 'user' | 'environment';
  primary?: boolean;
  disabled: boolean;
  onPicture: (picture: File) => void;
}

function PictureButton({ label, icon, capture, primary = false, disabled, onPicture }: PictureButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        block
        size="large"
        type={primary ? 'primary' : 'default'}
        icon={icon}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture={capture}
        hidden
        aria-label={label}
        onChange={(event) => {
          const picture = event.target.files?.[0];
          // The same picture chosen again (after a refusal) must still count as a change.
          event.target.value = '';
          if (picture) onPicture(picture);
        }}
      />
    </>
  );
}

export interface PictureButtonsProps {
  /** Take a photo with the camera named here: 'environment' for a document, 'user' for a selfie. */
  camera: 'user' | 'environment';
  takeLabel: string;
  chooseLabel: string;
  disabled: boolean;
  onPicture: (picture: File) => void;
}

/** Take a photo, or choose a picture already taken: phones offer the camera first, computers a file. */
export function PictureButtons({ camera, takeLabel, chooseLabel, disabled, onPicture }: PictureButtonsProps) {
  return (
    <div className="picture-buttons">
      <PictureButton
        label={takeLabel}
        icon={<CameraOutlined />}
        capture={camera}
        primary
        disabled={disabled}
        onPicture={onPicture}
      />
      <PictureButton
        label={chooseLabel}
        icon={<PictureOutlined />}
        disabled={disabled}
        onPicture={onPicture}
      />
    </div>
  );
}
