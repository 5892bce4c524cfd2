; Inno Setup 6 script of Zanga's Windows installer: Start-menu entry, optional desktop icon,
; uninstaller, "Open with Zanga" for game records, no admin rights needed (it installs under
; %LOCALAPPDATA%\Programs unless the user picks "for all users").
;
; packaging/build.py runs it after PyInstaller, on Windows, as:
;   iscc /DAppVersion=0.1.0 /DAppNumericVersion=0.1.0.0 /DBundleDir=dist\zanga ^
;        /DOutputDir=dist packaging\windows\zanga.iss
; giving dist\zanga-0.1.0-windows-x64-setup.exe. The version comes from pyproject.toml.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#ifndef AppNumericVersion
  #define AppNumericVersion "0.0.0.0"
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\zanga"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#define AppName "Zanga"
#define AppExe "zanga.exe"
#define ProgId "ZangaDesktop.Record"

[Setup]
; AppId identifies the installation for upgrades and the uninstaller: never change it.
AppId={{6F1C2B0E-5A8D-4C1B-9E57-2D7A3C9B4E10}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Zanga Desktop
VersionInfoVersion={#AppNumericVersion}
VersionInfoProductName={#AppName}
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir={#OutputDir}
OutputBaseFilename=zanga-{#AppVersion}-windows-x64-setup
SetupIconFile=..\..\resources\icons\zanga.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[CustomMessages]
english.AssocGroup=Game records:
english.AssocRecords=Open the saved games of every game with Zanga
english.RecordType=Zanga game record
spanish.AssocGroup=Partidas guardadas:
spanish.AssocRecords=Abrir con Zanga las partidas guardadas de cada juego
spanish.RecordType=Partida de Zanga
japanese.AssocGroup=ゲーム記録:
japanese.AssocRecords=すべてのゲームの記録を Zanga で開く
japanese.RecordType=Zanga のゲーム記録

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "assoc"; Description: "{cm:AssocRecords}"; GroupDescription: "{cm:AssocGroup}"

[InstallDelete]
; An upgrade replaces the whole bundle: no stale library of an older version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; WorkingDir: "{userdocs}"; Tasks: desktopicon

[Registry]
; HKA is HKCU\Software\Classes for a per-user install, HKLM for an all-users one.
; The file type: "%1" hands the record to zanga.exe as its first argument.
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "{cm:RecordType}"; Flags: uninsdeletekey; Tasks: assoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: assoc
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: assoc
; Explorer takes what follows the LAST dot as the extension: to it a record is a ".json" file.
; So Zanga is offered in "Open with" for .json files, without taking .json over from the
; user's editor, and the double extension is registered for the tools that do read it.
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: assoc
; Each game's record suffix (.zanga.json, ...), written by build.py from the games' definitions:
#include "associations.iss"
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}"; ValueType: string; ValueName: "FriendlyAppName"; ValueData: "{#AppName}"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".json"; ValueData: ""; Tasks: assoc

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent

; Saved games, the autosave and the settings live in the user's own folders
; (%APPDATA%\Zanga, %LOCALAPPDATA%\Zanga): the uninstaller leaves them, as it should.
